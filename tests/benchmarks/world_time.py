"""world_time: a generated "temporal world" (English and Japanese) for edges that know when they held (issue 19).

About 70 people (two fifths of them Japanese, their pages written in Japanese) and 25 companies (15 English, 10
Japanese). Each person has a career of 1 to 4 stints: `works_at` (with a role) or `advises` (adviser, board member),
each with a start and an end (no end: current). Among them: people who left a company and came back (two stints),
people who work at one company while advising another, several past jobs and one current, people whose only link to
a company is ended. A few founders (`founded`, a date) and investors (`invested_in`, a date, sometimes sold) are
context and distractors.

The point is WHERE a start or an end is stated, which varies per stint (`Stint.start_via`, `Stint.end_via`):
- `fm`: an item of the person's frontmatter, `company: [{name: ..., since: 2019, until: 2022}]` (works_at) or
  `advises: [...]`, with `since`/`until` or `start`/`end` (`FM_FORMATS`);
- `cfm`: an item of the company page's frontmatter, `key_people: [...]`, `advisors: [...]` (`investors: [...]`);
- `tl`: a line of the person's timeline (after `## Timeline`), `- **2022-06-30** | Left [[companies/x]]`;
- `prose` / `cprose`: a sentence of the compiled truth of the person's / the company's page; also `interval` (both
  bounds in one sentence), `transition` (one job's end and the next one's start in one sentence), `former` /
  `cformer` (ended, no date: its gold end is ended-unknown), `current` / `ccurrent` (a current cue, no date),
  `open` (current, nothing says so but nothing ends it), `none` (start unknown).
A stint can mix places: its start in the frontmatter and its end only in the timeline. Every template of the split
is used: each is first given to a stint that can state it (the scarcest first, `_Builder.force`), and the rest of
each stint's plan is drawn at random (`START_W`, `END_W`, `CURRENT_W`). Company pages also mention their staff
without dates (current and former), and pages carry distractors (a former colleague, an offer turned down, a
journalist) that are no stint. Links are wikilinks, [[companies/slug]] / [[people/slug]].

Every template (`TEMPLATES`, `FM_FORMATS`) and question wording (`WORDINGS`) has an index; index % 3 == 2 is HELD
OUT. `build(seed, "heldout")` uses only held-out templates and another seed offset for names and careers;
`build(seed, "dev")` only the others; `questions(seed, split)` uses only the split's wordings. Gold comes from the
generator: each stint's start (date, precision) or None, its end (date, precision), None (current) or
"ended-unknown". Dates are stated at year, month or day precision; a bound covers its whole year or month
(`Bound.lo` .. `Bound.hi`). Every ended stint ends by 2025-12-31 and every current one started by then, so the world
is right for any "today" from 2026 on.

Questions (kinds `now`, `plain`, `as_of`, `during`, `former`, `before`; English and Japanese):
- now / plain: the holders today (open stints); plain has no time word. Asked of every company with at least one
  current and one former holder of the relation (works_at, advises).
- former (works_at): people with an ended stint there and none current. Same companies.
- as_of (a month or a day) / during (a year or a range of years): the holders whose stated interval, each bound
  covering its whole year / month / day, overlaps the asked time. Asked only where the gold is unambiguous: no stint
  of the relation at the company may be undecidable there (an unknown start with an end not before the time asked;
  an ended-unknown end after a start before it), and a month is asked only when no bound stated to the month or day
  falls in it (so "in June 2021" and any day of June 2021 have the same answer).
- before: the companies of the person's works_at stints that ended (stated end) on or before the start of the named
  stint; asked only when the named stint's start is known, its company occurs once in the person's career, and
  every earlier stint has a stated end.

Deterministic for a seed: one random.Random per split, lists only (no set iteration), no clock.

    python tests/benchmarks/world_time.py DEST [SEED] [--split dev|heldout]   # DEST/<slug>.md, counts to stderr
"""

from __future__ import annotations

import argparse
import calendar
import json
import random
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

SPLITS = ("dev", "heldout")
LANGS = ("en", "ja")
SEED = 19
SEED_OFFSET = {"dev": 0, "heldout": 7919}
ENDED_UNKNOWN = "ended-unknown"
LAST_DAY = date(2025, 12, 31)      # every ended stint ends by then; "today" is any day from 2026 on
FAR = date(9999, 12, 31)
RELATIONS = ("works_at", "advises")
KINDS = ("now", "plain", "as_of", "during", "former", "before")
PHENOMENA = ("frontmatter", "company-frontmatter", "timeline-only", "prose-only", "former-without-date",
             "leave-and-return", "overlapping", "mixed", "transition", "interval", "start-unknown")


def split_of(index: int) -> str:
    """A template's or wording's split: index % 3 == 2 is held out."""
    return "heldout" if index % 3 == 2 else "dev"


# ---------------------------------------------------------------------------------------------------------------
# Name lists (our own)
# ---------------------------------------------------------------------------------------------------------------

EN_GIVEN_F = ["Annika", "Beatrix", "Clementine", "Dagny", "Elowen", "Fenella", "Giulia", "Harriet", "Imogen",
              "Katarina", "Leonie", "Mirela", "Nadia", "Orla", "Priya", "Rosalind", "Signe", "Tamsin", "Ulrike",
              "Verity", "Wilhelmina", "Yara", "Zofia", "Alba", "Brigid", "Cosima"]
EN_GIVEN_M = ["Alaric", "Bastian", "Cedric", "Desmond", "Eamon", "Fabian", "Gideon", "Hamish", "Ignatius", "Jasper",
              "Konrad", "Leopold", "Matthias", "Niall", "Oswin", "Piers", "Quentin", "Rupert", "Stellan", "Thaddeus",
              "Ulric", "Valentin", "Wendell", "Xavier", "Yusuf", "Zoltan"]
EN_FAMILY = ["Ashdown", "Bellamy", "Corrigan", "Delacroix", "Ellingham", "Farrow", "Gallagher", "Hartigan",
             "Isherwood", "Jablonski", "Kingsley", "Lindholm", "Mortimer", "Oakes", "Prendergast", "Quarrie",
             "Radcliffe", "Sorensen", "Trevelyan", "Underhill", "Vasquez", "Wakefield", "Yardley", "Zielinski",
             "Aldridge", "Bancroft", "Calloway", "Drummond", "Eastwood", "Fairbanks", "Greenhalgh", "Hawthorne",
             "Ingram", "Jessop", "Kavanagh", "Lockhart", "Montague", "Northcott", "Ogilvie", "Pellegrini",
             "Rasmussen", "Sinclair", "Thornbury", "Vanterpool", "Whitcombe", "Abernethy"]
JA_FAMILY = [("佐藤", "sato"), ("鈴木", "suzuki"), ("中村", "nakamura"), ("小川", "ogawa"), ("斎藤", "saito"),
             ("坂本", "sakamoto"), ("青木", "aoki"), ("藤井", "fujii"), ("西村", "nishimura"), ("福田", "fukuda"),
             ("太田", "ota"), ("三浦", "miura"), ("岡本", "okamoto"), ("松田", "matsuda"), ("中川", "nakagawa"),
             ("中野", "nakano"), ("原田", "harada"), ("小野", "ono"), ("田村", "tamura"), ("竹内", "takeuchi"),
             ("金子", "kaneko"), ("和田", "wada"), ("中山", "nakayama"), ("石井", "ishii"), ("上田", "ueda"),
             ("森田", "morita"), ("柴田", "shibata"), ("酒井", "sakai"), ("工藤", "kudo"), ("横山", "yokoyama"),
             ("宮崎", "miyazaki"), ("野口", "noguchi")]
JA_GIVEN = [("大輝", "daiki", "m"), ("翔太", "shota", "m"), ("亮", "ryo", "m"), ("浩二", "koji", "m"),
            ("誠", "makoto", "m"), ("隆之", "takayuki", "m"), ("一郎", "ichiro", "m"), ("智也", "tomoya", "m"),
            ("光太郎", "kotaro", "m"), ("雄大", "yudai", "m"), ("春樹", "haruki", "m"), ("修", "osamu", "m"),
            ("聡", "satoshi", "m"), ("健一", "kenichi", "m"), ("良介", "ryosuke", "m"), ("拓也", "takuya", "m"),
            ("さくら", "sakura", "f"), ("麻衣", "mai", "f"), ("香織", "kaori", "f"), ("由美", "yumi", "f"),
            ("恵", "megumi", "f"), ("里奈", "rina", "f"), ("沙織", "saori", "f"), ("友美", "tomomi", "f"),
            ("瞳", "hitomi", "f"), ("明日香", "asuka", "f"), ("加奈子", "kanako", "f"), ("真由美", "mayumi", "f"),
            ("理恵", "rie", "f"), ("舞子", "maiko", "f"), ("千夏", "chinatsu", "f"), ("綾", "aya", "f")]

# industry key -> (English label, Japanese label)
INDUSTRIES = {
    "robotics": ("robotics", "ロボット"), "biotech": ("biotech", "バイオ"), "data": ("data analytics", "データ分析"),
    "logistics": ("logistics", "物流"), "energy": ("energy", "エネルギー"), "software": ("software", "ソフトウェア"),
    "security": ("security", "セキュリティ"), "health": ("health care", "医療"), "media": ("media", "メディア"),
    "mobility": ("mobility", "モビリティ"), "payments": ("payments", "決済"), "agriculture": ("agriculture", "農業"),
    "food": ("food", "食品"), "materials": ("materials", "素材"), "education": ("education", "教育"),
}
EN_COMPANIES = [("Halcyon Robotics", "robotics"), ("Brackenridge Labs", "biotech"),
                ("Cinderford Analytics", "data"), ("Driftwood Logistics", "logistics"),
                ("Everglade Energy", "energy"), ("Foxhollow Software", "software"), ("Glasswing Security", "security"),
                ("Hearthstone Health", "health"), ("Inkwell Media", "media"), ("Kestrel Payments", "payments"),
                ("Lumen Orchard", "agriculture"), ("Millbrook Foods", "food"), ("Northgate Materials", "materials"),
                ("Oriel Learning", "education"), ("Quayside Mobility", "mobility")]
JA_COMPANIES = [("株式会社みなと精機", "minato-seiki", "robotics"),
                ("あけぼのソフト株式会社", "akebono-soft", "software"),
                ("株式会社いなほ農業", "inaho-nogyo", "agriculture"),
                ("株式会社しらかば医療", "shirakaba-iryo", "health"),
                ("ともしび電力株式会社", "tomoshibi-denryoku", "energy"),
                ("株式会社かがやき決済", "kagayaki-kessai", "payments"),
                ("株式会社つむぎ物流", "tsumugi-butsuryu", "logistics"),
                ("やまなみ教育株式会社", "yamanami-kyoiku", "education"),
                ("株式会社そよかぜモビリティ", "soyokaze-mobility", "mobility"),
                ("株式会社ひびき通信", "hibiki-tsushin", "media")]
EN_CITIES = ["Bristol", "Utrecht", "Gothenburg", "Lyon", "Edinburgh", "Austin", "Melbourne", "Dublin", "Tampere",
             "Ghent"]
JA_CITIES = ["札幌", "仙台", "新潟", "金沢", "静岡", "名古屋", "大阪", "岡山", "熊本", "那覇"]
# works_at roles (English, Japanese); index 0 is a founder's
ROLES = [("CEO", "代表取締役"), ("CTO", "CTO"), ("COO", "COO"), ("VP of Sales", "営業部長"),
         ("head of design", "デザイナー"), ("lead engineer", "エンジニア"),
         ("head of product", "プロダクトマネージャー"), ("chief scientist", "研究開発部長"),
         ("head of finance", "財務部長"), ("general counsel", "法務部長"), ("engineering manager", "開発部長"),
         ("head of marketing", "マーケティング部長"), ("data scientist", "データサイエンティスト")]
# advises roles (English, Japanese)
ADVISER_ROLES = [("adviser", "顧問"), ("board member", "社外取締役")]
EN_TRAITS = ["meticulous", "soft-spoken", "relentlessly curious", "blunt but fair", "famously patient"]
EN_HOBBIES = ["restores old bicycles", "sings in a community choir", "swims in the sea all year",
              "keeps an allotment", "collects first editions", "builds model railways"]
JA_FILLER = ["休日は山歩きを楽しんでいる。", "趣味は囲碁で、週末には碁会所に通っている。",
             "料理が得意で、よく同僚を招いている。",
             "学生時代から弓道を続けている。", "古いカメラを集めている。", "几帳面な性格で知られている。"]
EN_MONTHS = list(calendar.month_name)

# ---------------------------------------------------------------------------------------------------------------
# Templates. Person pages: {S}/{s} the person (a name or a pronoun), {pos}/{Pos} her/his, {pron} she/he, {obj}
# her/him, {o} the company link (a transition's second company {o2}), {role} (works_at) / {arole} (advises),
# {d} a date, {in_d}/{In_d} "in March 2019" / "on 4 March 2019", {d1} {d2} {in_d1} {in_d2} an interval's.
# Company pages: {P}/{p} the person link, {c}/{C} the company ("the company", 同社 or its title).
# Timeline lines: the text after the date. A template starting with "~" implies the stint still holds: it is used
# only for current stints. Japanese templates are in plain style.
# ---------------------------------------------------------------------------------------------------------------

TEMPLATES: dict[tuple[str, str], list[str]] = {
    # -- person pages, works_at ----------------------------------------------------------------------------------
    ("w.start", "en"): [
        "{S} joined {o} as {role} {in_d}.",
        "~{S} has been at {o} since {d}.",
        "{In_d}, {s} started at {o} as {role}.",
        "{S} was hired by {o} {in_d} to work as {role}.",
        "{S} moved to {o} {in_d}, taking the job of {role}.",
        "{In_d}, {s} took a position at {o} as {role}.",
        "~Since {d}, {s} has worked at {o} as {role}.",
        "{S} took over as {role} of {o} {in_d}.",
        "~{S} came to {o} {in_d} and has stayed there since.",
    ],
    ("w.end", "en"): [
        "{S} was {role} at {o} until {d}.",
        "{S} left {o} {in_d}.",
        "{S} stepped down as {role} of {o} {in_d}.",
        "{S} retired from {o} {in_d}.",
        "{In_d}, {s} resigned from {o}.",
        "{Pos} time at {o} came to an end {in_d}.",
        "{S} departed {o} {in_d}.",
        "{S} worked at {o} until {d}.",
        "{S} quit {pos} job at {o} {in_d}.",
    ],
    ("w.interval", "en"): [
        "{S} worked at {o} from {d1} to {d2}.",
        "{S} was {role} at {o} ({d1}–{d2}).",
        "From {d1} until {d2}, {s} served as {role} of {o}.",
        "{S} was at {o} between {d1} and {d2}.",
        "{S} joined {o} {in_d1} and left {in_d2}.",
        "{S} held the post of {role} at {o} from {d1} through {d2}.",
        "Between {d1} and {d2}, {s} worked for {o} as {role}.",
        "{S} was employed by {o} from {d1} to {d2}.",
        "{S} joined {o} {in_d1}, leaving again {in_d2}.",
    ],
    ("w.former", "en"): [
        "{S} is a former {role} at {o}.",
        "{S} was previously at {o}.",
        "An ex-{o} {role}, {s} now spends part of the week mentoring students.",
        "{S} used to work at {o}.",
        "{S} once worked as {role} at {o}.",
        "{S} no longer works at {o}.",
        "Earlier in {pos} career, {s} was {role} at {o}.",
        "{S} formerly worked at {o}.",
        "{S} had a stint as {role} at {o}.",
    ],
    ("w.current", "en"): [
        "~{S} now works at {o}.",
        "~{S} currently serves as {role} of {o}.",
        "~These days {s} works at {o} as {role}.",
        "~{S} is {role} at {o}.",
        "~Today {s} is {role} at {o}.",
        "~{S} is still with {o}.",
        "~{S} currently works for {o}.",
        "~At present, {s} is employed by {o}.",
        "~{S} remains at {o} to this day.",
    ],
    ("w.transition", "en"): [
        "{S} left {o} {in_d1} and joined {o2} {in_d2}.",
        "After leaving {o} {in_d1}, {s} moved to {o2} {in_d2}.",
        "{S} quit {o} {in_d1}; {in_d2} {pron} joined {o2} as {role2}.",
        "{In_d1}, {s} left {o} for {o2}, starting there {in_d2}.",
        "{S} moved from {o} to {o2}: {pron} left {in_d1} and started {in_d2}.",
        "{S} resigned from {o} {in_d1} before joining {o2} as {role2} {in_d2}.",
        "{S} stayed at {o} until {d1}, then joined {o2} {in_d2}.",
        "{S} left {o} {in_d1}; {o2} hired {obj} {in_d2}.",
        "Having left {o} {in_d1}, {s} took up a role at {o2} {in_d2}.",
    ],
    ("w.start", "ja"): [
        "{s}は{d}に{o}に入社した。",
        "~{s}は{d}から{o}に所属している。",
        "{d}、{s}は{o}に{role}として入社した。",
        "{s}は{d}に{o}の{role}に就任した。",
        "~{s}は{d}より{o}で{role}を務めている。",
        "{d}に{o}へ移った{s}は、{role}として働き始めた。",
    ],
    ("w.end", "ja"): [
        "{s}は{d}に{o}を退職した。",
        "{s}は{d}まで{o}の{role}を務めた。",
        "{d}、{s}は{o}を退社した。",
        "{s}は{d}に{o}の{role}を退任した。",
        "{s}は{d}をもって{o}を去った。",
        "{d}に{s}は{o}を辞めた。",
    ],
    ("w.interval", "ja"): [
        "{s}は{d1}に{o}に入社し、{d2}に退職した。",
        "{s}は{d1}から{d2}まで{o}で働いていた。",
        "{d1}から{d2}にかけて、{s}は{o}の{role}を務めた。",
        "{s}は{o}に{d1}から{d2}まで在籍した。",
        "{s}は{o}の{role}だった（{d1}〜{d2}）。",
        "{d1}に{o}へ入った{s}は、{d2}に同社を離れた。",
    ],
    ("w.former", "ja"): [
        "{s}は{o}の元{role}である。",
        "{s}の前職は{o}の{role}だ。",
        "{s}は以前{o}に勤めていた。",
        "{s}はかつて{o}で{role}をしていた。",
        "{s}は元{o}の社員である。",
        "{s}は昔{o}で働いていたことがある。",
    ],
    ("w.current", "ja"): [
        "~{s}は現在{o}で働いている。",
        "~{s}は今、{o}の{role}を務めている。",
        "~現在、{s}は{o}に勤務している。",
        "~{s}は目下{o}に在籍している。",
        "~{s}は今も{o}で{role}として働いている。",
        "~{s}の現在の勤務先は{o}である。",
    ],
    ("w.transition", "ja"): [
        "{s}は{d1}に{o}を退職し、{d2}に{o2}に入社した。",
        "{d1}に{o}を辞めた{s}は、{d2}に{o2}へ移った。",
        "{s}は{d1}まで{o}に勤め、{d2}に{o2}の{role2}に就任した。",
        "{o}を{d1}に離れた後、{s}は{d2}に{o2}に入社した。",
        "{s}は{d1}に{o}を退社して、{d2}に{o2}へ転職した。",
        "{d1}に{o}を去った{s}は、{d2}、{o2}に{role2}として迎えられた。",
        "{d1}に{o}を退職した{s}は、{d2}から{o2}で働き始めた。",
        "{s}は{o}に{d1}まで在籍し、その後{d2}に{o2}へ入社した。",
        "{o}を{d1}に辞めた{s}が{o2}に加わったのは{d2}のことだ。",
    ],
    # -- person pages, advises -----------------------------------------------------------------------------------
    ("a.start", "en"): [
        "{S} joined the advisory board of {o} {in_d}.",
        "~{S} has advised {o} since {d}.",
        "{In_d}, {s} became an adviser to {o}.",
        "{S} took a seat on the board of {o} {in_d}.",
        "{S} began advising {o} {in_d}.",
        "~{S} has sat on the board of {o} since {d}.",
    ],
    ("a.end", "en"): [
        "{S} stepped down from the board of {o} {in_d}.",
        "{S} advised {o} until {d}.",
        "{S} left the advisory board of {o} {in_d}.",
        "{Pos} advisory role at {o} ended {in_d}.",
        "{S} gave up {pos} board seat at {o} {in_d}.",
        "{S} stopped advising {o} {in_d}.",
    ],
    ("a.interval", "en"): [
        "{S} advised {o} from {d1} to {d2}.",
        "{S} sat on the board of {o} ({d1}–{d2}).",
        "Between {d1} and {d2}, {s} was an adviser to {o}.",
        "{S} served on the advisory board of {o} from {d1} until {d2}.",
        "{S} joined the board of {o} {in_d1} and stepped down {in_d2}.",
        "From {d1} to {d2}, {s} mentored the founders of {o} as an adviser.",
    ],
    ("a.former", "en"): [
        "{S} is a former adviser to {o}.",
        "{S} used to sit on the board of {o}.",
        "{S} once advised {o}.",
        "{S} previously served on the advisory board of {o}.",
        "{S} formerly advised {o}.",
        "{S} no longer advises {o}.",
    ],
    ("a.current", "en"): [
        "~{S} currently advises {o}.",
        "~{S} now sits on the board of {o}.",
        "~These days {s} is an adviser to {o}.",
        "~{S} is on the advisory board of {o}.",
        "~Today {s} advises {o}.",
        "~{S} still sits on the board of {o}.",
    ],
    ("a.start", "ja"): [
        "{s}は{d}に{o}の{arole}に就任した。",
        "~{s}は{d}から{o}の{arole}を務めている。",
        "{d}、{s}は{o}の{arole}に迎えられた。",
    ],
    ("a.end", "ja"): [
        "{s}は{d}に{o}の{arole}を退任した。",
        "{s}は{d}まで{o}の{arole}を務めた。",
        "{d}をもって、{s}は{o}の{arole}を退いた。",
    ],
    ("a.interval", "ja"): [
        "{s}は{d1}から{d2}まで{o}の{arole}を務めた。",
        "{s}は{d1}に{o}の{arole}に就任し、{d2}に退任した。",
        "{d1}〜{d2}、{s}は{o}の{arole}だった。",
    ],
    ("a.former", "ja"): [
        "{s}は{o}の元{arole}である。",
        "{s}はかつて{o}の{arole}を務めていた。",
        "{s}は以前{o}に助言していた。",
    ],
    ("a.current", "ja"): [
        "~{s}は現在{o}の{arole}を務めている。",
        "~{s}は今も{o}に助言している。",
        "~現在、{s}は{o}の{arole}でもある。",
    ],
    # -- timeline lines of person pages --------------------------------------------------------------------------
    ("tl.w.start", "en"): ["Joined {o} as {role}", "Started at {o}", "Hired by {o} as {role}",
                           "Appointed {role} of {o}", "First day at {o}", "Took up the post of {role} at {o}"],
    ("tl.w.end", "en"): ["Left {o}", "Last day at {o}", "Resigned from {o}", "Stepped down as {role} of {o}",
                         "Departed {o}", "Retired from {o}"],
    ("tl.a.start", "en"): ["Joined the advisory board of {o}", "Became an adviser to {o}", "Named to the board of {o}",
                           "Started advising {o}", "Took a board seat at {o}", "Appointed adviser to {o}"],
    ("tl.a.end", "en"): ["Stepped down from the board of {o}", "Left the advisory board of {o}",
                         "Ended advisory role at {o}", "Stopped advising {o}", "Gave up board seat at {o}",
                         "Resigned from the board of {o}"],
    ("tl.w.start", "ja"): ["{o}に入社", "{o}に{role}として入社", "{o}に参画", "{o}の{role}に就任", "{o}へ転職",
                           "{o}で勤務開始"],
    ("tl.w.end", "ja"): ["{o}を退職", "{o}を退社", "{o}の{role}を退任", "{o}を離れる", "{o}を辞職",
                         "{o}での勤務を終える"],
    ("tl.a.start", "ja"): ["{o}の{arole}に就任", "{o}の{arole}に着任", "{o}のアドバイザーに就任", "{o}の{arole}に選任",
                           "{o}への助言を開始", "{o}の{arole}を引き受ける"],
    ("tl.a.end", "ja"): ["{o}の{arole}を退任", "{o}の{arole}を辞任", "{o}のアドバイザーを退く",
                         "{o}の{arole}の任期満了",
                         "{o}への助言を終了", "{o}の{arole}を退く"],
    # -- company pages -------------------------------------------------------------------------------------------
    ("c.w.start", "en"): [
        "{P} joined {c} as {role} {in_d}.",
        "~{P} has been {c}'s {role} since {d}.",
        "{C} hired {p} as {role} {in_d}.",
        "{In_d}, {p} came on board as {role}.",
        "{P} started at {c} {in_d}.",
        "~{P}, {role} since {d}, runs the team from {city}.",
    ],
    ("c.w.end", "en"): [
        "Former {role} {p} left {in_d}.",
        "{P} left {c} {in_d}.",
        "{P} stepped down as {role} {in_d}.",
        "{P} was {c}'s {role} until {d}.",
        "{In_d}, {p} moved on from {c}.",
        "{P} resigned as {role} {in_d}.",
    ],
    ("c.w.former", "en"): [
        "Former {role} {p} still keeps in touch with the team.",
        "{P} used to work at {c}.",
        "{C}'s alumni include {p}.",
        "{P}, a former {role} of {c}, now lives in {city}.",
        "{P} previously worked at {c} as {role}.",
        "{P} is no longer with {c}.",
    ],
    ("c.w.current", "en"): [
        "~{P} is {c}'s {role}.",
        "~The team includes {p} ({role}).",
        "~{P} currently works at {c} as {role}.",
        "~{P} now serves as {role}.",
        "~Today {p} is {role} at {c}.",
        "~{P} remains {c}'s {role}.",
    ],
    ("c.a.start", "en"): ["{P} joined {c}'s advisory board {in_d}.", "~{P} has advised {c} since {d}.",
                          "{In_d}, {c} brought in {p} as an adviser."],
    ("c.a.end", "en"): ["{P} left the board {in_d}.", "{P} advised {c} until {d}.",
                        "{In_d}, {p} stepped down from {c}'s advisory board."],
    ("c.a.current", "en"): ["~{P} advises {c}.", "~{P} currently sits on {c}'s advisory board.",
                            "~{C} counts {p} among its current advisers."],
    ("c.a.former", "en"): ["{P} is a former adviser to {c}.", "{P} used to sit on {c}'s board.",
                           "{P} once advised {c}."],
    ("c.w.start", "ja"): [
        "{p}は{d}に{c}に入社した。",
        "~{p}は{d}から{c}の{role}を務めている。",
        "{d}、{p}が{role}として入社した。",
        "{c}は{d}に{p}を{role}として迎えた。",
        "{p}が{c}の{role}に就任したのは{d}である。",
        "~{d}に{c}へ加わった{p}は、現在{role}を務める。",
    ],
    ("c.w.end", "ja"): [
        "元{role}の{p}は{d}に退社した。",
        "{p}は{d}に{c}を退職した。",
        "{d}、{p}が{role}を退任した。",
        "{p}は{d}まで{c}の{role}を務めた。",
        "{p}は{d}に{c}を離れた。",
        "{d}をもって{p}は{c}を去った。",
    ],
    ("c.w.former", "ja"): [
        "元{role}の{p}とは今も交流がある。",
        "{p}はかつて{c}に在籍していた。",
        "{c}のOBには{p}がいる。",
        "{p}は以前{c}で{role}を務めていた。",
        "{p}は{c}の元社員である。",
        "{p}はすでに{c}を離れている。",
    ],
    ("c.w.current", "ja"): [
        "~{p}は{c}の{role}である。",
        "~{role}の{p}が現場を率いている。",
        "~現在、{p}が{c}で{role}を務めている。",
        "~{p}は{c}に在籍している。",
        "~{c}では{p}が{role}として働いている。",
        "~{p}は今も{c}の{role}だ。",
    ],
    ("c.a.start", "ja"): ["{p}は{d}に{c}の{arole}に就任した。", "~{p}は{d}から{c}の{arole}を務めている。",
                          "{c}は{d}に{p}を{arole}に迎えた。"],
    ("c.a.end", "ja"): ["{p}は{d}に{c}の{arole}を退任した。", "{p}は{d}まで{c}の{arole}を務めた。",
                        "{d}、{p}が{arole}を退いた。"],
    ("c.a.current", "ja"): ["~{p}は{c}の{arole}を務めている。", "~{c}は{p}から助言を受けている。",
                            "~現在の{arole}は{p}である。"],
    ("c.a.former", "ja"): ["{p}は{c}の元{arole}である。", "{p}はかつて{c}の{arole}を務めていた。",
                           "{p}は以前{c}に助言していた。"],
    # -- founders and investors (context) ------------------------------------------------------------------------
    ("f.founded", "en"): ["{S} founded {o} {in_d}.", "{S} co-founded {o} {in_d}.", "{In_d}, {s} started {o}."],
    ("f.founded", "ja"): ["{s}は{d}に{o}を創業した。", "{s}は{d}に{o}を設立した。", "{d}、{s}は{o}を立ち上げた。"],
    ("c.founded", "en"): ["{C} was founded by {p} {in_d}.", "{P} started {c} {in_d}.",
                          "{P} founded the company {in_d}."],
    ("c.founded", "ja"): ["{c}は{d}に{p}が創業した。", "{p}が{d}に{c}を設立した。",
                          "{c}の創業者は{p}で、設立は{d}である。"],
    ("i.invested", "en"): ["{S} invested in {o} {in_d}.", "~{S} has held a stake in {o} since {d}.",
                           "{S} wrote an angel check into {o} {in_d}."],
    ("i.invested", "ja"): ["{s}は{d}に{o}へ出資した。", "~{s}は{d}から{o}の株主である。", "{d}、{s}は{o}に投資した。"],
    ("i.sold", "en"): ["{S} sold {pos} stake in {o} {in_d}.", "{S} exited {o} {in_d}.",
                       "{S} cashed out of {o} {in_d}."],
    ("i.sold", "ja"): ["{s}は{d}に{o}の株式を売却した。", "{s}は{d}に{o}の持ち分を手放した。",
                       "{d}、{s}は{o}の株を売った。"],
    # -- distractors: no stint -----------------------------------------------------------------------------------
    ("d.colleague", "en"): [
        "{S} still has lunch with {pos} former colleague {q} every month.",
        "{Pos} former colleague {q} introduced {obj} to rock climbing.",
        "{S} co-wrote a paper with {pos} former colleague {q}.",
        "{S} and {pos} old colleague {q} run a meetup together.",
        "{S} often swaps notes with {q}, a former colleague.",
        "{Pos} former teammate {q} calls {obj} the best mentor they ever had.",
    ],
    ("d.colleague", "ja"): ["前職の同僚である{q}とは今も親交がある。", "{s}は元同僚の{q}と勉強会を続けている。",
                            "かつての同僚{q}とは毎月食事をする仲だ。"],
    ("d.company", "en"): [
        "{S} turned down an offer from {x} in {year}.",
        "{S} interviewed at {x} but never joined.",
        "{S} has been a customer of {x} for years.",
        "{S} once considered joining {x}.",
        "{S} often cites {x} as a company to learn from.",
        "{S} declined a board seat at {x} in {year}.",
    ],
    ("d.company", "ja"): ["{s}は{year}年に{x}からの誘いを断った。", "{s}は{x}の採用面接を受けたが、入社はしなかった。",
                          "{s}はよく{x}を手本として挙げる。"],
    ("d.bystander", "en"): ["{P} wrote a profile of {c} in {year}.", "{P} has never worked at {c}.",
                            "Analysts such as {P} follow {c} closely."],
    ("d.bystander", "ja"): ["{p}は{c}を取材したことがある。", "{p}は{c}に勤めたことはない。",
                            "{p}は{c}の動向に注目している。"],
}

# Frontmatter item formats: (style, start key, end key, role key?, dates quoted?, name last?). Shared by person pages
# (company, advises) and company pages (key_people, advisors, investors); one format per list on a page.
FM_FORMATS: list[tuple[str, str, str, bool, bool, bool]] = [
    ("flow", "since", "until", False, False, False),
    ("block", "since", "until", True, False, False),
    ("flow", "start", "end", True, True, False),
    ("block", "start", "end", False, False, False),
    ("flow", "since", "until", True, True, False),
    ("block", "start", "end", True, False, True),
    ("block", "since", "until", False, True, False),
    ("flow", "start", "end", False, False, False),
    ("block", "since", "until", False, False, True),
]

# ---------------------------------------------------------------------------------------------------------------
# Question wordings: (relation, text). Slots: {c} a company's title, {p} a person's, {b} the named company of a
# `before` question; dates {month} "June 2021", {day} "1 March 2020", {mdy} "March 1, 2020", {iso} "2021-06-30",
# {jmonth} 2021年6月, {jday} 2020年3月1日; periods {y} or {y1} {y2} (years).
# ---------------------------------------------------------------------------------------------------------------

WORDINGS: dict[tuple[str, str], list[tuple[str, str]]] = {
    ("now", "en"): [
        ("works_at", "Who works at {c} now?"), ("works_at", "Who currently works at {c}?"),
        ("works_at", "Who is on the staff of {c} today?"), ("advises", "Who advises {c} now?"),
        ("works_at", "Who is employed at {c} at the moment?"),
        ("advises", "Who currently sits on the advisory board of {c}?"),
        ("works_at", "Which people work for {c} these days?"), ("advises", "Who are {c}'s advisers at present?"),
        ("works_at", "Who is working at {c} right now?"),
    ],
    ("now", "ja"): [
        ("works_at", "現在{c}で働いているのは誰？"), ("works_at", "今{c}に勤めている人は？"),
        ("works_at", "{c}の現在の社員を教えて"), ("advises", "{c}の現在の顧問は？"),
        ("works_at", "{c}に今いるメンバーは誰ですか"), ("advises", "いま{c}の顧問を務めているのは誰？"),
        ("works_at", "目下{c}に在籍しているのは誰？"), ("advises", "現時点で{c}に助言しているのは誰ですか"),
        ("works_at", "{c}で現在勤務している人を挙げて"),
    ],
    ("plain", "en"): [
        ("works_at", "Who works at {c}?"), ("works_at", "Who is employed by {c}?"), ("works_at", "Who works for {c}?"),
        ("advises", "Who advises {c}?"), ("works_at", "Which people work at {c}?"),
        ("advises", "Who are the advisors of {c}?"), ("works_at", "Who is on the team at {c}?"),
        ("advises", "Who is on {c}'s advisory board?"), ("works_at", "Name the employees of {c}."),
    ],
    ("plain", "ja"): [
        ("works_at", "{c}で働いている人は誰？"), ("works_at", "{c}の社員は誰？"), ("works_at",
        "{c}に勤めているのは誰ですか"),
        ("advises", "{c}の顧問は誰？"), ("works_at", "{c}のメンバーを教えて"), ("advises", "{c}に助言しているのは誰？"),
        ("works_at", "{c}に所属しているのは誰？"), ("advises", "{c}のアドバイザーは誰ですか"),
        ("works_at", "{c}で働く人を教えてください"),
    ],
    ("as_of", "en"): [
        ("works_at", "Who worked at {c} in {month}?"), ("works_at", "Who was at {c} on {day}?"),
        ("works_at", "Who worked at {c} as of {iso}?"), ("advises", "Who advised {c} in {month}?"),
        ("works_at", "Who was employed by {c} in {month}?"), ("advises", "Who was an adviser to {c} on {mdy}?"),
        ("works_at", "Who was on the staff of {c} on {mdy}?"),
        ("advises", "Who sat on the advisory board of {c} as of {day}?"),
        ("works_at", "Which people were working at {c} in {month}?"),
    ],
    ("as_of", "ja"): [
        ("works_at", "{jmonth}に{c}で働いていたのは誰？"), ("works_at", "{jday}時点で{c}にいたのは？"),
        ("works_at", "{jday}の時点で{c}に在籍していたのは誰？"), ("advises", "{jmonth}に{c}の顧問を務めていたのは誰？"),
        ("works_at", "{iso}現在、{c}に勤めていた人は？"), ("advises", "{jday}時点での{c}の顧問は？"),
        ("works_at", "{jmonth}当時、{c}の社員だったのは誰？"), ("advises", "{jday}に{c}に助言していたのは誰？"),
        ("works_at", "{jmonth}の{c}のメンバーは誰だった？"),
    ],
    ("during", "en"): [
        ("works_at", "Who worked at {c} in {y}?"), ("works_at", "Who worked at {c} between {y1} and {y2}?"),
        ("works_at", "Who was employed at {c} at any point in {y}?"), ("advises", "Who advised {c} during {y}?"),
        ("works_at", "Who was at {c} during {y}?"), ("advises", "Who advised {c} between {y1} and {y2}?"),
        ("works_at", "Who worked at {c} at some time from {y1} to {y2}?"),
        ("advises", "Who was on {c}'s advisory board in {y}?"),
        ("works_at", "Which people spent time at {c} between {y1} and {y2}?"),
    ],
    ("during", "ja"): [
        ("works_at", "{y}年に{c}にいたのは？"), ("works_at", "{y1}年から{y2}年の間に{c}で働いていたのは誰？"),
        ("works_at", "{y}年の間に{c}に在籍していたことがあるのは誰？"), ("advises", "{y}年に{c}の顧問だったのは誰？"),
        ("works_at", "{y}年中に{c}で働いていた人は？"), ("advises",
        "{y1}年から{y2}年にかけて{c}に助言していたのは誰？"),
        ("works_at", "{y1}〜{y2}年に{c}に勤めていたのは誰？"), ("advises", "{y1}年から{y2}年までの{c}の顧問は？"),
        ("works_at", "{y}年のどこかで{c}に勤めていたのは誰ですか"),
    ],
    ("former", "en"): [
        ("works_at", "Who used to work at {c}?"), ("works_at", "Who are the former employees of {c}?"),
        ("works_at", "Who left {c}?"), ("works_at", "Who has worked at {c} in the past but no longer does?"),
        ("works_at", "Who are the ex-employees of {c}?"), ("works_at", "Who no longer works at {c}?"),
        ("works_at", "Who previously worked at {c}?"), ("works_at", "Name the alumni of {c}."),
        ("works_at", "Who has moved on from {c}?"),
    ],
    ("former", "ja"): [
        ("works_at", "{c}の元社員は？"), ("works_at", "以前{c}で働いていたのは誰？"), ("works_at",
        "{c}を辞めた人は誰？"),
        ("works_at", "かつて{c}に勤めていたのは誰ですか"), ("works_at", "{c}を退職した人を教えて"),
        ("works_at", "{c}のOBは誰？"), ("works_at", "{c}に在籍していた元メンバーは？"),
        ("works_at", "{c}をすでに離れた人は誰？"), ("works_at", "昔{c}にいた人は誰ですか"),
    ],
    ("before", "en"): [
        ("works_at", "Where did {p} work before {b}?"), ("works_at", "Where was {p} before joining {b}?"),
        ("works_at", "Which companies did {p} work for before {b}?"),
        ("works_at", "What were {p}'s previous employers before {b}?"),
        ("works_at", "Where had {p} worked before moving to {b}?"), ("works_at", "Before {b}, where did {p} work?"),
        ("works_at", "Which employers did {p} have prior to {b}?"),
        ("works_at", "Where did {p} work prior to joining {b}?"), ("works_at", "Where was {p} employed before {b}?"),
    ],
    ("before", "ja"): [
        ("works_at", "{p}は{b}の前にどこで働いていた？"), ("works_at", "{p}が{b}に入る前の勤め先は？"),
        ("works_at", "{b}に入社する前、{p}はどこにいた？"), ("works_at", "{p}の{b}以前の職歴は？"),
        ("works_at", "{p}は{b}より前にどの会社にいましたか"), ("works_at", "{b}に移る前に{p}が勤めていた会社は？"),
        ("works_at", "{p}が{b}に入社する以前に働いていた会社は？"), ("works_at",
        "{b}の前に{p}が在籍していたのはどこ？"),
        ("works_at", "{p}は{b}に来る前、どこで働いていましたか"),
    ],
}

# ---------------------------------------------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bound:
    """A date as stated: a year, a month or a day. It covers lo .. hi."""
    year: int
    month: int | None = None
    day: int | None = None

    @classmethod
    def of(cls, d: date, precision: str) -> Bound:
        return {"year": cls(d.year), "month": cls(d.year, d.month), "day": cls(d.year, d.month, d.day)}[precision]

    @classmethod
    def parse(cls, iso: str) -> Bound:
        parts = [int(x) for x in iso.split("-")]
        return cls(*parts)

    @property
    def precision(self) -> str:
        return "year" if self.month is None else "month" if self.day is None else "day"

    @property
    def lo(self) -> date:
        return date(self.year, self.month or 1, self.day or 1)

    @property
    def hi(self) -> date:
        if self.month is None:
            return date(self.year, 12, 31)
        if self.day is None:
            return date(self.year, self.month, calendar.monthrange(self.year, self.month)[1])
        return date(self.year, self.month, self.day)

    def iso(self) -> str:
        if self.month is None:
            return f"{self.year}"
        if self.day is None:
            return f"{self.year}-{self.month:02d}"
        return f"{self.year}-{self.month:02d}-{self.day:02d}"

    def contains(self, d: date) -> bool:
        return self.lo <= d <= self.hi


def en_date(b: Bound, style: int = 0) -> str:
    if b.month is None:
        return str(b.year)
    if b.day is None:
        return f"{EN_MONTHS[b.month]} {b.year}"
    return f"{b.day} {EN_MONTHS[b.month]} {b.year}" if style == 0 else f"{EN_MONTHS[b.month]} {b.day}, {b.year}"


def en_in_date(b: Bound, style: int = 0) -> str:
    return ("on " if b.day is not None else "in ") + en_date(b, style)


def ja_date(b: Bound) -> str:
    if b.month is None:
        return f"{b.year}年"
    if b.day is None:
        return f"{b.year}年{b.month}月"
    return f"{b.year}年{b.month}月{b.day}日"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---------------------------------------------------------------------------------------------------------------
# The world
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class Person:
    slug: str
    title: str
    lang: str
    given: str
    family: str
    gender: str          # f, m
    city: str
    industry: str


@dataclass
class Company:
    slug: str
    title: str
    lang: str
    short: str
    industry: str
    city: str
    year: int = 0
    founded: date | None = None


@dataclass
class Stint:
    """One holding of a relation, with its gold: start (a Bound) or None (unknown), end (a Bound), None (current)
    or ENDED_UNKNOWN ("former", no date)."""
    id: str
    person: str
    company: str
    relation: str                 # works_at, advises, invested_in
    role: int
    true_start: date
    true_end: date | None
    start: Bound | None = None
    end: Bound | str | None = None
    start_via: str = ""
    end_via: str = ""
    picks: dict[str, tuple[str, str, int]] = field(default_factory=dict)   # what -> (family, lang, index)
    channels: list[str] = field(default_factory=list)                       # where statements about it are
    tags: list[str] = field(default_factory=list)

    @property
    def current(self) -> bool:
        return self.end is None

    @property
    def ended(self) -> bool:
        return self.end is not None

    def gold(self) -> dict:
        end = (None if self.end is None else ENDED_UNKNOWN if self.end == ENDED_UNKNOWN else
               {"date": self.end.iso(), "precision": self.end.precision})
        start = None if self.start is None else {"date": self.start.iso(), "precision": self.start.precision}
        return {"id": self.id, "person": self.person, "company": self.company, "relation": self.relation,
                "start": start, "end": end}


@dataclass
class Statement:
    """One sentence, timeline line or frontmatter list that states (or, for distractors, merely mentions) stints."""
    page: str
    channel: str                  # fm, cfm, tl, prose, cprose, distractor, context
    family: str
    lang: str
    index: int
    stints: list[str]
    text: str

    @property
    def template(self) -> str:
        return f"{self.family}.{self.lang}.{self.index}"


@dataclass
class World:
    seed: int
    split: str
    people: dict[str, Person]
    companies: dict[str, Company]
    stints: list[Stint]
    statements: list[Statement]
    pages: dict[str, dict]


START_W = {"fm": 3.0, "cfm": 1.5, "tl": 3.0, "prose": 3.0, "cprose": 1.2, "none": 1.2}
END_W = {"fm": 5.0, "cfm": 2.5, "tl": 3.0, "prose": 3.0, "cprose": 1.2, "interval": 2.5, "transition": 2.5,
         "former": 1.1, "cformer": 0.5}
CURRENT_W = {"open": 4.0, "current": 2.5, "ccurrent": 1.2}
PRECISION_W = {"fm": (0.55, 0.25, 0.2), "cfm": (0.55, 0.25, 0.2), "tl": (0.15, 0.35, 0.5),
               "prose": (0.6, 0.28, 0.12)}


def _family(rel: str, what: str) -> str:
    return f"{'w' if rel == 'works_at' else 'a'}.{what}"


class _Builder:
    def __init__(self, seed: int, split: str) -> None:
        if split not in SPLITS:
            raise ValueError(f"split is dev or heldout, not {split!r}")
        self.seed = seed
        self.split = split
        self.rng = random.Random(seed + SEED_OFFSET[split])
        self.people: dict[str, Person] = {}
        self.companies: dict[str, Company] = {}
        self.stints: list[Stint] = []
        self.statements: list[Statement] = []
        self.used: Counter = Counter()
        self._order: dict[tuple[str, str], list[int]] = {}
        self.returners: list[str] = []
        self.forced_start: dict[str, tuple[str, tuple[str, str, int] | None]] = {}
        self.forced_end: dict[str, tuple[str, tuple[str, str, int] | None]] = {}

    # -- templates -----------------------------------------------------------------------------------------------
    def indices(self, family: str, lang: str) -> list[int]:
        """The split's templates of a family, in a seeded order."""
        key = (family, lang)
        if key not in self._order:
            n = len(FM_FORMATS) if family == "fm" else len(TEMPLATES[key])
            order = [i for i in range(n) if split_of(i) == self.split]
            self.rng.shuffle(order)
            self._order[key] = order
        return self._order[key]

    def usable(self, family: str, lang: str, current: bool) -> list[int]:
        if family == "fm":
            return self.indices(family, lang)
        return [i for i in self.indices(family, lang)
                if current or not TEMPLATES[(family, lang)][i].startswith("~")]

    def unused(self, family: str, lang: str, current: bool) -> int:
        return sum(1 for i in self.usable(family, lang, current) if not self.used[(family, lang, i)])

    def pick(self, family: str, lang: str, current: bool = False) -> tuple[str, str, int]:
        """The least used of the split's templates of a family that suit the stint (seeded order breaks ties)."""
        cands = self.usable(family, lang, current)
        if not cands:
            raise ValueError(f"no {self.split} template for {family} {lang}")
        best = min(cands, key=lambda i: self.used[(family, lang, i)])
        self.used[(family, lang, best)] += 1
        return family, lang, best

    # -- entities ------------------------------------------------------------------------------------------------
    def make_entities(self) -> None:
        rng = self.rng
        n_ja, n_en = 28, 42
        given = [(g, "f") for g in EN_GIVEN_F] + [(g, "m") for g in EN_GIVEN_M]
        people: list[Person] = []
        for (g, gender), fam in zip(rng.sample(given, n_en), rng.sample(EN_FAMILY, n_en), strict=True):
            slug = f"people/{g.lower()}-{fam.lower()}"
            people.append(Person(slug, f"{g} {fam}", "en", g, fam, gender, rng.choice(EN_CITIES), ""))
        for (fk, fr), (gk, gr, gender) in zip(rng.sample(JA_FAMILY, n_ja), rng.sample(JA_GIVEN, n_ja), strict=True):
            people.append(Person(f"people/{fr}-{gr}", f"{fk} {gk}", "ja", gk, fk, gender, rng.choice(JA_CITIES), ""))
        rng.shuffle(people)
        industries = sorted(INDUSTRIES)
        for p in people:
            p.industry = rng.choice(industries)
            self.people[p.slug] = p
        companies = [Company("companies/" + t.lower().replace(" ", "-"), t, "en", t.split()[0], ind,
                             rng.choice(EN_CITIES)) for t, ind in EN_COMPANIES]
        companies += [Company(f"companies/{s}", t, "ja", t.replace("株式会社", ""), ind, rng.choice(JA_CITIES))
                      for t, s, ind in JA_COMPANIES]
        rng.shuffle(companies)
        for c in companies:
            self.companies[c.slug] = c

    # -- careers -------------------------------------------------------------------------------------------------
    def choose_company(self, person: Person, exclude: list[str], load: Counter) -> str:
        rng = self.rng
        cands = [c for c in self.companies.values() if c.slug not in exclude]
        same = [c for c in cands if c.lang == person.lang]
        if same and rng.random() < (0.7 if person.lang == "ja" else 0.8):
            cands = same
        weights = [1.0 / (1 + load[c.slug]) ** 2 for c in cands]
        return rng.choices(cands, weights)[0].slug

    def add_stint(self, person: str, company: str, relation: str, role: int, start: date, end: date | None) -> Stint:
        s = Stint(f"s{len(self.stints) + 1}", person, company, relation, role, start, end)
        self.stints.append(s)
        return s

    def make_careers(self) -> None:
        rng = self.rng
        people = list(self.people.values())
        returners = [p.slug for p in rng.sample(people, 8)]
        self.returners = returners
        load: Counter = Counter()
        for p in people:
            n_work = rng.choices([0, 1, 2, 3, 4], [0.05, 0.22, 0.38, 0.25, 0.1])[0]
            if p.slug in returners:
                n_work = max(n_work, 2)
            n_adv = rng.choices([0, 1, 2], [0.25, 0.45, 0.3])[0]
            if n_work == 0:
                n_adv = max(n_adv, 1)
            n_adv = min(n_adv, 4 - n_work)
            cursor = date(2005, 1, 1) + timedelta(days=rng.randint(0, 5600))
            companies: list[str] = []
            for i in range(n_work):
                if cursor > date(2025, 9, 30):
                    break
                returning = p.slug in returners and i == (2 if n_work >= 3 else 1)
                if returning and i == 1:
                    gap = timedelta(days=rng.randint(400, 900))         # a gap before coming back
                    returning = cursor + gap <= date(2025, 9, 30)
                    if returning:
                        cursor += gap
                company = companies[0] if returning else self.choose_company(p, companies, load)
                start = cursor
                end: date | None = start + timedelta(days=rng.randint(240, 2400))
                last = i == n_work - 1
                if (last and rng.random() < 0.68) or end > date(2025, 11, 30):
                    end = None
                role = rng.randrange(1, len(ROLES))
                self.add_stint(p.slug, company, "works_at", role, start, end)
                load[company] += 1
                companies.append(company)
                if end is None:
                    break
                cursor = end + timedelta(days=rng.randint(1, 300))
            advised: list[str] = []
            for _ in range(n_adv):
                start = date(2010, 1, 1) + timedelta(days=rng.randint(0, 5650))
                end = start + timedelta(days=rng.randint(300, 2200))
                if rng.random() < 0.35 or end > date(2025, 11, 30):
                    end = None
                company = self.choose_company(p, companies + advised, load)
                self.add_stint(p.slug, company, "advises", rng.randrange(len(ADVISER_ROLES)), start, end)
                load[company] += 1
                advised.append(company)
        self.returners = [p for p in returners if self.is_returner(p)]

    def is_returner(self, person: str) -> bool:
        seen = [s.company for s in self.stints if s.person == person and s.relation == "works_at"]
        return len(seen) != len(dict.fromkeys(seen))

    def make_founders_and_investors(self) -> None:
        rng = self.rng
        by_company: dict[str, list[Stint]] = defaultdict(list)
        for s in self.stints:
            by_company[s.company].append(s)
        companies = list(self.companies.values())
        rng.shuffle(companies)
        founders: Counter = Counter()
        for c in companies:
            stints = sorted(by_company[c.slug], key=lambda s: s.true_start)
            first = stints[0] if stints else None
            if (founders[c.lang] < 3 and first is not None and first.relation == "works_at"
                    and first.person not in self.returners and first.true_start.year >= 2006
                    and first is min((s for s in self.stints if s.person == first.person),
                                     key=lambda s: s.true_start)):
                c.founded = first.true_start
                c.year = first.true_start.year
                first.role = 0
                founders[c.lang] += 1
            else:
                earliest = first.true_start.year if first else 2015
                c.year = max(1995, earliest - rng.randint(1, 6))
        # investors: six people of each language, every other one sold
        for lang in LANGS:
            people = [p for p in self.people.values() if p.lang == lang]
            for j, p in enumerate(rng.sample(people, 6)):
                mine = [s.company for s in self.stints if s.person == p.slug]
                c = rng.choice([c for c in self.companies.values() if c.slug not in mine])
                first_day = date(max(2012, c.year + 1), 1, 1)
                start = first_day + timedelta(days=rng.randint(0, max(0, (date(2024, 6, 30) - first_day).days)))
                end = min(start + timedelta(days=rng.randint(300, 1800)), date(2025, 10, 31)) if j % 2 == 0 else None
                s = self.add_stint(p.slug, c.slug, "invested_in", 0, start, end)
                s.start_via = "prose" if j < 4 else "cfm"
                s.end_via = "open" if end is None else "prose" if j in (0, 2) else "cfm"

    # -- where each bound is stated ------------------------------------------------------------------------------
    # a requirement family: (family prefix, what, side) -> the start_via / end_via that states it
    REQUIREMENTS = [("", "start", "start", "prose"), ("tl.", "start", "start", "tl"),
                    ("c.", "start", "start", "cprose"), ("", "end", "end", "prose"), ("tl.", "end", "end", "tl"),
                    ("c.", "end", "end", "cprose"),
                    ("", "interval", "both", "interval"), ("", "former", "end", "former"),
                    ("", "current", "end", "current"), ("", "transition", "transition", "transition")]
    # c.*.former and c.*.current are also written as undated mentions of staff (plan_all), which use them all

    def families(self, s: Stint, start_via: str, end_via: str) -> list[tuple[str, str]]:
        plang = self.people[s.person].lang
        clang = self.companies[s.company].lang
        rel = s.relation
        out = []
        start = {"tl": ("tl." + _family(rel, "start"), plang), "prose": (_family(rel, "start"), plang),
                 "cprose": ("c." + _family(rel, "start"), clang)}
        end = {"tl": ("tl." + _family(rel, "end"), plang), "prose": (_family(rel, "end"), plang),
               "cprose": ("c." + _family(rel, "end"), clang), "interval": (_family(rel, "interval"), plang),
               "transition": ("w.transition", plang), "former": (_family(rel, "former"), plang),
               "cformer": ("c." + _family(rel, "former"), clang), "current": (_family(rel, "current"), plang),
               "ccurrent": ("c." + _family(rel, "current"), clang)}
        if start_via in start:
            out.append(start[start_via])
        if end_via in end:
            out.append(end[end_via])
        return out

    def next_job(self, s: Stint) -> Stint | None:
        mine = [x for x in self.stints if x.person == s.person and x.relation == "works_at"]
        mine.sort(key=lambda x: x.true_start)
        i = mine.index(s)
        return mine[i + 1] if i + 1 < len(mine) else None

    def is_return(self, s: Stint) -> bool:
        return s.relation == "works_at" and sum(
            1 for x in self.stints if x.person == s.person and x.company == s.company and x.relation == s.relation) > 1

    def eligible(self, s: Stint, prefix: str, what: str, side: str, via: str, lang: str, current_only: bool) -> bool:
        """Whether a stint can state a requirement: its relation, the page's language, its status, free slots."""
        page_lang = self.companies[s.company].lang if prefix == "c." else self.people[s.person].lang
        if page_lang != lang or s.id in self.forced_end and side in ("end", "both", "transition"):
            return False
        cur = s.true_end is None
        if current_only and not cur:
            return False
        start_free = s.id not in self.forced_start
        if side == "start":
            return start_free and not (via == "cprose" and self.forced_end.get(s.id, ("",))[0] in ("former",
                                                                                                  "cformer"))
        if what == "current":
            return cur
        if cur:
            return False
        if side == "both":
            return start_free
        if via in ("former", "cformer"):
            return not self.is_return(s) and (start_free or self.forced_start[s.id][0] in ("tl", "prose"))
        if side == "transition":
            nxt = self.next_job(s)
            return (nxt is not None and nxt.company != s.company and nxt.id not in self.forced_start
                    and self.forced_end.get(nxt.id, ("",))[0] not in ("former", "cformer"))
        return True

    def force(self) -> None:
        """Every template of the split is used: each one is given to a stint that can state it, the scarcest
        first (the rest of each stint's plan is drawn in plan())."""
        reqs = []
        for prefix, what, side, via in self.REQUIREMENTS:
            for rel in RELATIONS:
                if what == "transition" and rel != "works_at":
                    continue
                family = prefix + _family(rel, what)
                for lang in LANGS:
                    for i in self.indices(family, lang):
                        current_only = TEMPLATES[(family, lang)][i].startswith("~")
                        reqs.append((prefix, what, side, via, rel, family, lang, i, current_only))
        stints = [s for s in self.stints if s.relation in RELATIONS]

        def ok(r: tuple, s: Stint) -> bool:
            prefix, what, side, via, rel, _family_, lang, _i, current_only = r
            return s.relation == rel and self.eligible(s, prefix, what, side, via, lang, current_only)

        cands = {k: [s for s in stints if ok(r, s)] for k, r in enumerate(reqs)}
        flex = Counter(s.id for lst in cands.values() for s in lst)    # how many requirements a stint could meet
        pending = list(range(len(reqs)))
        while pending:
            k = min(pending, key=lambda k: (len(cands[k]), k))           # the scarcest requirement first
            pending.remove(k)
            for c in cands[k]:
                flex[c.id] -= 1
            if not cands[k]:
                continue       # the world has no stint for it; the tests say so
            prefix, what, side, via, rel, family, lang, i, current_only = reqs[k]
            least = min(flex[c.id] for c in cands[k])
            s = self.rng.choice([c for c in cands[k] if flex[c.id] == least])   # the least wanted elsewhere
            pick = (family, lang, i)
            changed = [s]
            if side == "start":
                self.forced_start[s.id] = (via, pick)
            elif side == "both":
                self.forced_start[s.id] = (via, pick)
                self.forced_end[s.id] = (via, pick)
            elif side == "transition":
                nxt = self.next_job(s)
                assert nxt is not None
                self.forced_end[s.id] = (via, pick)
                self.forced_start[nxt.id] = ("transition", None)
                changed.append(nxt)
            else:
                self.forced_end[s.id] = (via, pick)
            for k2 in pending:
                for c in changed:
                    if c in cands[k2] and not ok(reqs[k2], c):
                        cands[k2].remove(c)
                        flex[c.id] -= 1

    def plan(self, s: Stint) -> None:
        rng = self.rng
        cur = s.true_end is None
        returner = self.is_return(s)
        fixed_start = self.forced_start.get(s.id) or ((s.start_via, None) if s.start_via else None)
        fixed_end = self.forced_end.get(s.id)
        if fixed_start:
            starts = {fixed_start[0]: 1.0}
        else:
            starts = {k: w for k, w in START_W.items() if not (k == "none" and (cur or returner))}
        if fixed_end:
            ends = {fixed_end[0]: 1.0}
        elif cur:
            ends = dict(CURRENT_W)
        else:
            ends = dict(END_W)
            nxt = self.next_job(s) if s.relation == "works_at" else None
            if nxt is None or nxt.company == s.company or nxt.start_via or nxt.id in self.forced_start or \
                    self.forced_end.get(nxt.id, ("",))[0] in ("former", "cformer"):
                del ends["transition"]
            if returner:
                del ends["former"], ends["cformer"]
        cands: list[tuple[str, str]] = []
        weights: list[float] = []
        for sv, sw in starts.items():
            for ev, ew in ends.items():
                if ev == "interval" and sv not in ("prose", "interval"):
                    continue
                if ev in ("former", "cformer") and sv not in ("tl", "prose", "none"):
                    continue
                sv2 = "interval" if ev == "interval" else sv
                if not all(self.usable(f, lang, cur) for f, lang in self.families(s, sv2, ev)):
                    continue
                bonus = 2.5 if sv == ev and sv in ("fm", "cfm", "tl") else 1.0
                cands.append((sv2, ev))
                weights.append(sw * ew * bonus)
        sv, ev = rng.choices(cands, weights)[0]
        s.start_via, s.end_via = sv, ev
        # the stated bounds
        if sv != "none":
            s.start = Bound.of(s.true_start, self.precision(sv))
        if ev in ("former", "cformer"):
            s.end = ENDED_UNKNOWN
        elif s.true_end is not None:
            s.end = Bound.of(s.true_end, self.precision(ev))
        # the templates: the forced ones, else the least used
        for f, lang in self.families(s, sv if sv != "transition" else "", ev):
            what = "start" if f.endswith(".start") else "both" if f.endswith(".interval") else "end"
            forced = (fixed_start if what == "start" else fixed_end) if what != "both" else fixed_end
            if forced and forced[1] is not None:
                self.used[forced[1]] += 1
                s.picks[what] = forced[1]
            else:
                s.picks[what] = self.pick(f, lang, cur)
        if ev == "transition":
            nxt = self.next_job(s)
            assert nxt is not None
            nxt.start_via = "transition"
            s.picks["transition"] = s.picks.pop("end")

    def precision(self, via: str) -> str:
        weights = PRECISION_W.get(via, PRECISION_W["prose"])
        return self.rng.choices(["year", "month", "day"], weights)[0]

    def plan_all(self) -> None:
        rng = self.rng
        self.force()
        people = list(self.people)
        rng.shuffle(people)
        for person in people:
            mine = [s for s in self.stints if s.person == person and s.relation in RELATIONS]
            mine.sort(key=lambda s: (s.relation != "works_at", s.true_start))
            for s in mine:
                self.plan(s)
        for s in self.stints:
            if s.relation == "invested_in":
                lang = self.people[s.person].lang
                s.start = Bound.of(s.true_start, self.precision(s.start_via))
                if s.true_end is not None:
                    s.end = Bound.of(s.true_end, self.precision(s.end_via))
                if s.start_via == "prose":
                    s.picks["start"] = self.pick("i.invested", lang, s.true_end is None)
                if s.end_via == "prose":
                    s.picks["end"] = self.pick("i.sold", lang)
        # undated mentions of staff on company pages (redundant, consistent with the gold)
        for s in self.stints:
            if s.relation not in RELATIONS or "cprose" in (s.start_via, s.end_via) or s.end_via in (
                    "cformer", "ccurrent") or s.end == ENDED_UNKNOWN or self.is_return(s):
                continue
            clang = self.companies[s.company].lang
            fam = "c." + _family(s.relation, "current" if s.current else "former")
            if rng.random() < (0.9 if self.unused(fam, clang, s.current) else 0.2):
                s.picks["mention"] = self.pick(fam, clang, s.current)


    # -- text ----------------------------------------------------------------------------------------------------
    def link(self, slug: str) -> str:
        return f"[[{slug}]]"

    def person_fields(self, p: Person, first: bool) -> dict[str, str]:
        rng = self.rng
        if p.lang == "ja":
            s = p.title if first or rng.random() < 0.4 else p.family + "氏"
            return {"s": s, "S": s}
        pron = "she" if p.gender == "f" else "he"
        r = rng.random()
        s = p.title if first or r < 0.25 else p.family if r < 0.5 else pron
        return {"s": s, "S": _cap(s), "pron": pron, "pos": "her" if p.gender == "f" else "his",
                "Pos": "Her" if p.gender == "f" else "His", "obj": "her" if p.gender == "f" else "him"}

    def date_fields(self, lang: str, bounds: dict[str, Bound], style: int) -> dict[str, str]:
        out = {}
        for k, b in bounds.items():
            if lang == "ja":
                out[k] = ja_date(b)
            else:
                out[k] = en_date(b, style)
                out["in_" + k] = en_in_date(b, style)
                out["In_" + k] = _cap(en_in_date(b, style))
        return out

    def role(self, s: Stint, lang: str) -> dict[str, str]:
        i = 1 if lang == "ja" else 0
        if s.relation == "advises":
            return {"arole": ADVISER_ROLES[s.role][i], "role": ADVISER_ROLES[s.role][i]}
        return {"role": ROLES[s.role][i], "arole": ROLES[s.role][i]}

    def render(self, pick: tuple[str, str, int], page: str, channel: str, stints: list[str],
               fields: dict[str, str]) -> str:
        family, lang, index = pick
        template = TEMPLATES[(family, lang)][index].lstrip("~")
        text = template.format(**fields)
        if channel in ("prose", "cprose", "distractor", "context") and lang == "en":
            text = _cap(text)
        self.statements.append(Statement(page, channel, family, lang, index, list(stints), text))
        return text

    def person_page(self, p: Person) -> dict:
        rng = self.rng
        lang = p.lang
        style = rng.randrange(2)
        mine = [s for s in self.stints if s.person == p.slug]
        career: list[tuple[date, int, str]] = []       # (anchor, order, sentence)
        advising: list[tuple[date, int, str]] = []
        other: list[str] = []
        lines: list[tuple[date, str, str]] = []         # (sort date, date text, text)
        fm_items: dict[str, list[tuple[Stint, Bound | None, Bound | None]]] = {"company": [], "advises": []}
        first = [True]

        def subject() -> dict[str, str]:
            f = self.person_fields(p, first[0])
            first[0] = False
            return f

        for s in sorted(mine, key=lambda x: x.true_start):
            o = self.link(s.company)
            base = {"o": o, **self.role(s, lang)}
            target = career if s.relation == "works_at" else advising
            if s.relation == "invested_in":
                if "start" in s.picks:
                    f = {**base, **subject(), **self.date_fields(lang, {"d": s.start}, style)}
                    other.append(self.render(s.picks["start"], p.slug, "context", [s.id], f))
                if "end" in s.picks:
                    f = {**base, **subject(), **self.date_fields(lang, {"d": s.end}, style)}
                    other.append(self.render(s.picks["end"], p.slug, "context", [s.id], f))
                continue
            # founders
            c = self.companies[s.company]
            if c.founded is not None and c.founded == s.true_start and s.relation == "works_at":
                pick = self.pick("f.founded", lang)
                f = {**base, **subject(), **self.date_fields(lang, {"d": Bound(c.founded.year)}, style)}
                career.append((s.true_start - timedelta(days=1), 0,
                               self.render(pick, p.slug, "context", [s.id], f)))
            field_name = "company" if s.relation == "works_at" else "advises"
            fm_start = s.start if s.start_via == "fm" else None
            fm_end = s.end if s.end_via == "fm" else None
            if fm_start is not None or fm_end is not None:
                fm_items[field_name].append((s, fm_start, fm_end))
            if s.start_via == "tl":
                lines.append((s.start.lo, self.tl_date(s.start, lang),
                               self.render(s.picks["start"], p.slug, "tl", [s.id], base)))
            if s.end_via == "tl":
                lines.append((s.end.lo, self.tl_date(s.end, lang),
                               self.render(s.picks["end"], p.slug, "tl", [s.id], base)))
            if s.start_via == "prose":
                f = {**base, **subject(), **self.date_fields(lang, {"d": s.start}, style)}
                target.append((s.true_start, 1, self.render(s.picks["start"], p.slug, "prose", [s.id], f)))
            if s.start_via == "interval":
                f = {**base, **subject(), **self.date_fields(lang, {"d1": s.start, "d2": s.end}, style)}
                target.append((s.true_start, 1, self.render(s.picks["both"], p.slug, "prose", [s.id], f)))
            if s.end_via == "prose":
                f = {**base, **subject(), **self.date_fields(lang, {"d": s.end}, style)}
                target.append((s.true_end, 1, self.render(s.picks["end"], p.slug, "prose", [s.id], f)))
            if s.end_via in ("former", "current"):
                f = {**base, **subject()}
                anchor = s.true_start + timedelta(days=1)
                target.append((anchor, 2, self.render(s.picks["end"], p.slug, "prose", [s.id], f)))
            if s.end_via == "transition":
                nxt = self.next_job(s)
                assert nxt is not None and nxt.start is not None and isinstance(s.end, Bound)
                f = {**base, **subject(), "o2": self.link(nxt.company), "role2": self.role(nxt, lang)["role"],
                     **self.date_fields(lang, {"d1": s.end, "d2": nxt.start}, style)}
                target.append((s.true_end, 1, self.render(s.picks["transition"], p.slug, "prose", [s.id, nxt.id],
                                                          f)))
        # distractors: a former colleague, a company with no stint
        if rng.random() < 0.45:
            others = [q for q in self.people if q != p.slug]
            q = rng.choice(others)
            f = {**subject(), "q": self.link(q)}
            other.append(self.render(self.pick("d.colleague", lang), p.slug, "distractor", [], f))
        if rng.random() < 0.4:
            mine_c = [s.company for s in mine]
            x = rng.choice([c for c in self.companies if c not in mine_c])
            f = {**subject(), "x": self.link(x), "year": str(rng.randint(2012, 2025))}
            other.append(self.render(self.pick("d.company", lang), p.slug, "distractor", [], f))
        ind = INDUSTRIES[p.industry]
        if lang == "ja":
            intro = f"{p.title}は{p.city}を拠点に活動する{ind[1]}分野の専門家である。"
            filler = [rng.choice(JA_FILLER)]
        else:
            intro = f"{p.title} is a {rng.choice(EN_TRAITS)} {ind[0]} professional based in {p.city}."
            filler = [f"Outside work, {p.given} {rng.choice(EN_HOBBIES)}."]
        if first[0]:
            first[0] = False
        sep = "" if lang == "ja" else " "
        paragraphs = [sep.join([intro] + [t for _, _, t in sorted(career, key=lambda x: (x[0], x[1]))]),
                      sep.join(t for _, _, t in sorted(advising, key=lambda x: (x[0], x[1]))),
                      sep.join(other), sep.join(filler)]
        gen_year = rng.randint(2012, 2025)
        gen = Bound(gen_year, rng.randint(1, 12), rng.randint(1, 28))
        lines.append((gen.lo, self.tl_date(gen, lang), f"{p.city}で講演" if lang == "ja" else
                      f"Gave a talk at a meetup in {p.city}"))
        fm = {"title": p.title, "type": "person"}
        fm_text = [f"title: {json.dumps(p.title, ensure_ascii=False)}", "type: person"]
        for name, items in fm_items.items():
            if items:
                fmt = self.pick("fm", "any")
                self.statements.append(Statement(p.slug, "fm", "fm", "any", fmt[2], [s.id for s, _, _ in items],
                                                 name))
                text, value = self.fm_list(name, fmt[2], [(self.companies[s.company].title, self.role(s, lang)["role"],
                                                           a, b) for s, a, b in items])
                fm_text.append(text)
                fm[name] = value
        return self.page(p.slug, "person", p.title, lang, fm, fm_text, paragraphs, lines)

    def tl_date(self, b: Bound, lang: str) -> str:
        if lang == "ja" and self.rng.random() < 0.5:
            return ja_date(b)
        return b.iso()

    def fm_list(self, name: str, fmt: int, items: list[tuple[str, str, Bound | None, Bound | None]]
                ) -> tuple[str, list[dict]]:
        """A frontmatter list in one of FM_FORMATS, and the value a YAML reader gets from it."""
        style, k_start, k_end, with_role, quoted, name_last = FM_FORMATS[fmt]
        value: list[dict] = []
        rendered: list[list[tuple[str, str]]] = []
        for title, role, start, end in items:
            pairs: list[tuple[str, str]] = []
            entry: dict = {}
            for key, b in ((k_start, start), (k_end, end)):
                if b is None:
                    continue
                if quoted:
                    pairs.append((key, f'"{b.iso()}"'))
                else:
                    pairs.append((key, b.iso()))
                entry[key] = b.iso() if quoted or b.month is not None else b.year
            if with_role:
                pairs.insert(0, ("role", json.dumps(role, ensure_ascii=False)))
                entry["role"] = role
            name_pair = ("name", json.dumps(title, ensure_ascii=False))
            pairs = pairs + [name_pair] if name_last else [name_pair] + pairs
            entry["name"] = title
            rendered.append(pairs)
            value.append(entry)
        if style == "flow":
            body = ", ".join("{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}" for pairs in rendered)
            return f"{name}: [{body}]", value
        out = [f"{name}:"]
        for pairs in rendered:
            for j, (k, v) in enumerate(pairs):
                out.append(f"  {'-' if j == 0 else ' '} {k}: {v}")
        return "\n".join(out), value

    def company_page(self, c: Company) -> dict:
        rng = self.rng
        lang = c.lang
        style = rng.randrange(2)
        mine = sorted((s for s in self.stints if s.company == c.slug), key=lambda s: s.true_start)
        staff: list[tuple[date, int, str]] = []
        advisers: list[tuple[date, int, str]] = []
        fm_items: dict[str, list[tuple[Stint, Bound | None, Bound | None]]] = {
            "key_people": [], "advisors": [], "investors": []}

        def self_name() -> dict[str, str]:
            if lang == "ja":
                n = c.title if rng.random() < 0.5 else "同社"
                return {"c": n, "C": n}
            n = c.title if rng.random() < 0.5 else "the company"
            return {"c": n, "C": _cap(n)}

        for s in mine:
            base = {"p": self.link(s.person), "P": self.link(s.person), "city": c.city, **self.role(s, lang)}
            target = staff if s.relation == "works_at" else advisers
            key = {"works_at": "key_people", "advises": "advisors", "invested_in": "investors"}[s.relation]
            cfm_start = s.start if s.start_via == "cfm" else None
            cfm_end = s.end if s.end_via == "cfm" else None
            if cfm_start is not None or cfm_end is not None:
                fm_items[key].append((s, cfm_start, cfm_end))
            if s.relation == "invested_in":
                continue
            if c.founded is not None and c.founded == s.true_start and s.relation == "works_at":
                f = {**base, **self_name(), **self.date_fields(lang, {"d": Bound(c.founded.year)}, style)}
                staff.append((s.true_start - timedelta(days=1), 0, self.render(self.pick("c.founded", lang), c.slug,
                                                                              "context", [s.id], f)))
            if s.start_via == "cprose":
                f = {**base, **self_name(), **self.date_fields(lang, {"d": s.start}, style)}
                target.append((s.true_start, 1, self.render(s.picks["start"], c.slug, "cprose", [s.id], f)))
            if s.end_via == "cprose":
                f = {**base, **self_name(), **self.date_fields(lang, {"d": s.end}, style)}
                target.append((s.true_end, 1, self.render(s.picks["end"], c.slug, "cprose", [s.id], f)))
            if s.end_via in ("cformer", "ccurrent"):
                f = {**base, **self_name()}
                target.append((s.true_start + timedelta(days=1), 2,
                               self.render(s.picks["end"], c.slug, "cprose", [s.id], f)))
            if "mention" in s.picks:
                f = {**base, **self_name()}
                target.append((s.true_end or LAST_DAY, 3, self.render(s.picks["mention"], c.slug, "cprose", [s.id],
                                                                      f)))
        others: list[str] = []
        if rng.random() < 0.5:
            tied = [s.person for s in mine]
            q = rng.choice([p for p in self.people if p not in tied])
            f = {"p": self.link(q), "P": self.link(q), **self_name(), "year": str(rng.randint(2015, 2025))}
            others.append(self.render(self.pick("d.bystander", lang), c.slug, "distractor", [], f))
        ind = INDUSTRIES[c.industry]
        if lang == "ja":
            intro = f"{c.title}は{c.year}年に設立された、{c.city}に本社を置く{ind[1]}の会社である。"
        else:
            intro = f"{c.title} is a {ind[0]} company based in {c.city}, founded in {c.year}."
        sep = "" if lang == "ja" else " "
        paragraphs = [sep.join([intro] + [t for _, _, t in sorted(staff, key=lambda x: (x[0], x[1]))]),
                      sep.join(t for _, _, t in sorted(advisers, key=lambda x: (x[0], x[1]))), sep.join(others)]
        founded = Bound(c.year, rng.randint(1, 12), rng.randint(1, 28))
        lines = [(founded.lo, self.tl_date(founded, lang), "会社設立" if lang == "ja" else "Company incorporated")]
        launch = Bound(rng.randint(max(c.year + 1, 2012), 2025), rng.randint(1, 12), rng.randint(1, 28))
        lines.append((launch.lo, self.tl_date(launch, lang),
                      "新製品を発表" if lang == "ja" else "Launched a new product"))
        fm = {"title": c.title, "type": "company"}
        fm_text = [f"title: {json.dumps(c.title, ensure_ascii=False)}", "type: company"]
        for name, items in fm_items.items():
            if items:
                fmt = self.pick("fm", "any")
                self.statements.append(Statement(c.slug, "cfm", "fm", "any", fmt[2], [s.id for s, _, _ in items],
                                                 name))
                text, value = self.fm_list(name, fmt[2], [(self.people[s.person].title, self.role(s, lang)["role"],
                                                           a, b) for s, a, b in items])
                fm_text.append(text)
                fm[name] = value
        return self.page(c.slug, "company", c.title, lang, fm, fm_text, paragraphs, lines)

    def page(self, slug: str, type_: str, title: str, lang: str, fm: dict, fm_text: list[str],
             paragraphs: list[str], lines: list[tuple[date, str, str]]) -> dict:
        rng = self.rng
        tl = []
        for _, when, text in sorted(lines, key=lambda x: (x[0], x[2])):
            if rng.random() < 0.6:
                tl.append(f"- **{when}** | {text}")
            else:
                tl.append(f"- {when}: {text}")
        truth = "\n\n".join(x for x in paragraphs if x)
        timeline = "\n".join(tl)
        markdown = "---\n" + "\n".join(fm_text) + "\n---\n" + truth + "\n\n## Timeline\n\n" + timeline + "\n"
        return {"slug": slug, "type": type_, "title": title, "language": lang, "frontmatter": fm,
                "compiled_truth": truth, "timeline": timeline, "markdown": markdown}

    # -- tags ----------------------------------------------------------------------------------------------------
    def tag(self) -> None:
        where: dict[str, list[str]] = defaultdict(list)
        for st in self.statements:
            if st.channel in ("distractor", "context"):
                continue
            for sid in st.stints:
                if st.channel not in where[sid]:
                    where[sid].append(st.channel)
        by_person: dict[str, list[Stint]] = defaultdict(list)
        for s in self.stints:
            by_person[s.person].append(s)
        for s in self.stints:
            s.channels = sorted(where[s.id])
            if s.relation not in RELATIONS:
                continue
            tags = []
            if "fm" in s.channels:
                tags.append("frontmatter")
            if "cfm" in s.channels:
                tags.append("company-frontmatter")
            if s.channels == ["tl"]:
                tags.append("timeline-only")
            if s.channels and all(ch in ("prose", "cprose") for ch in s.channels):
                tags.append("prose-only")
            if s.end == ENDED_UNKNOWN:
                tags.append("former-without-date")
            if sum(1 for x in by_person[s.person] if x.company == s.company and x.relation == s.relation) > 1:
                tags.append("leave-and-return")
            other = "advises" if s.relation == "works_at" else "works_at"
            end = s.true_end or LAST_DAY
            if any(x.relation == other and x.true_start <= end and (x.true_end or LAST_DAY) >= s.true_start
                   for x in by_person[s.person]):
                tags.append("overlapping")
            place = {"interval": "prose", "transition": "prose"}
            if s.start is not None and isinstance(s.end, Bound) and \
                    place.get(s.start_via, s.start_via) != place.get(s.end_via, s.end_via):
                tags.append("mixed")
            if "transition" in (s.start_via, s.end_via):
                tags.append("transition")
            if s.start_via == "interval":
                tags.append("interval")
            if s.start is None:
                tags.append("start-unknown")
            s.tags = tags

    def build(self) -> World:
        self.make_entities()
        self.make_careers()
        self.make_founders_and_investors()
        self.plan_all()
        pages = {}
        for p in self.people.values():
            pages[p.slug] = self.person_page(p)
        for c in self.companies.values():
            pages[c.slug] = self.company_page(c)
        self.tag()
        return World(self.seed, self.split, self.people, self.companies, self.stints, self.statements,
                     dict(sorted(pages.items())))


def build_world(seed: int = SEED, split: str = "dev") -> World:
    """The world of a split: its people, companies, stints (the gold), every statement and the pages."""
    return _Builder(seed, split).build()


def build(seed: int = SEED, split: str = "dev") -> dict[str, dict]:
    """Every page by slug: slug, type, title, language, frontmatter, compiled_truth, timeline, markdown."""
    return build_world(seed, split).pages


def write_corpus(dest: Path, seed: int = SEED, split: str = "dev") -> dict[str, dict]:
    """DEST/<slug>.md for every page (people/..., companies/...); returns the pages."""
    pages = build(seed, split)
    for slug, page in pages.items():
        path = Path(dest) / f"{slug}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(page["markdown"], encoding="utf-8")
    return pages


# ---------------------------------------------------------------------------------------------------------------
# Gold over time
# ---------------------------------------------------------------------------------------------------------------


def status(s: Stint, lo: date, hi: date) -> str:
    """Whether a stint held at some time of lo .. hi: "in", "out" or "unknown". Each stated bound covers its whole
    year / month / day; an unknown start or an ended-unknown end leaves what it cannot decide unknown."""
    end_known = s.end != ENDED_UNKNOWN
    end_hi = FAR if s.end is None else s.end.hi if isinstance(s.end, Bound) else None
    if s.start is not None and end_known:
        return "in" if s.start.lo <= hi and end_hi >= lo else "out"
    if s.start is not None:            # ended, no date: it held from its start for a while
        if s.start.lo > hi:
            return "out"
        if s.start.lo >= lo and s.start.hi <= hi:
            return "in"
        return "unknown"
    if end_known:                      # start unknown
        return "out" if end_hi < lo else "unknown"
    return "unknown"


def holders(stints: list[Stint], company: str, relation: str, lo: date, hi: date) -> tuple[list[str], list[str]]:
    """(people whose stint held at some time of lo .. hi, people it cannot be decided for)."""
    inside: list[str] = []
    unknown: list[str] = []
    for s in stints:
        if s.company != company or s.relation != relation:
            continue
        st = status(s, lo, hi)
        if st == "in" and s.person not in inside:
            inside.append(s.person)
        elif st == "unknown" and s.person not in unknown:
            unknown.append(s.person)
    unknown = [p for p in unknown if p not in inside]
    return sorted(inside), sorted(unknown)


def current_holders(stints: list[Stint], company: str, relation: str) -> list[str]:
    return sorted({s.person for s in stints if s.company == company and s.relation == relation and s.current})


def former_holders(stints: list[Stint], company: str, relation: str) -> list[str]:
    now = current_holders(stints, company, relation)
    return sorted({s.person for s in stints if s.company == company and s.relation == relation and s.ended
                   and s.person not in now})


def clean_month(stints: list[Stint], company: str, relation: str, lo: date, hi: date) -> bool:
    """No bound stated to the month or the day falls in lo .. hi."""
    for s in stints:
        if s.company != company or s.relation != relation:
            continue
        for b in (s.start, s.end):
            if isinstance(b, Bound) and b.precision != "year" and lo <= b.lo <= hi:
                return False
    return True


def before_gold(stints: list[Stint], person: str, named: Stint) -> list[str] | None:
    """The companies of the person's works_at stints that ended on or before the named stint's start, or None when
    that cannot be decided (an earlier stint without a stated end, a later one whose stated end could come first)."""
    if named.start is None:
        return None
    jobs = sorted((s for s in stints if s.person == person and s.relation == "works_at"), key=lambda s: s.true_start)
    if sum(1 for s in jobs if s.company == named.company) != 1:
        return None
    gold: list[str] = []
    for s in jobs:
        if s is named:
            continue
        earlier = s.true_start < named.true_start
        if not isinstance(s.end, Bound):
            if earlier:
                return None
            continue
        could = s.end.lo <= named.start.hi
        if earlier and not could:
            return None
        if not earlier and could:
            return None
        if earlier and s.company not in gold:
            gold.append(s.company)
    return sorted(gold)


# ---------------------------------------------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class Question:
    id: str
    split: str
    lang: str
    kind: str                     # now, plain, as_of, during, former, before
    relation: str
    wording: str                  # kind.lang.index
    text: str
    gold: list[str]
    company: str | None = None
    person: str | None = None
    period: tuple[str, str] | None = None     # as_of / during: the asked time, lo .. hi (ISO days)
    former: list[str] = field(default_factory=list)    # now / plain: the former holders (for the trap metric)
    answer_type: str = "person"


def _wordings(kind: str, lang: str, relation: str, split: str) -> list[tuple[int, str]]:
    return [(i, t) for i, (rel, t) in enumerate(WORDINGS[(kind, lang)]) if rel == relation and split_of(i) == split]


def _date_slots(d: date) -> dict[str, str]:
    b = Bound(d.year, d.month, d.day)
    m = Bound(d.year, d.month)
    return {"month": en_date(m), "day": en_date(b, 0), "mdy": en_date(b, 1), "iso": b.iso(), "jmonth": ja_date(m),
            "jday": ja_date(b)}


def _slot_period(template: str, d: date) -> tuple[date, date, bool]:
    """The time a wording asks about for a candidate day: its month for a month slot, else the day."""
    if "{month}" in template or "{jmonth}" in template:
        m = Bound(d.year, d.month)
        return m.lo, m.hi, True
    return d, d, False


def _as_of_candidates(w: World, company: str, relation: str) -> list[date]:
    out: list[date] = []
    for s in sorted((s for s in w.stints if s.company == company and s.relation == relation),
                    key=lambda s: s.true_start):
        end = s.true_end or LAST_DAY
        mid = s.true_start + (end - s.true_start) / 2
        cands = [mid]
        if isinstance(s.end, Bound):
            if s.end.precision == "year":
                cands.append(date(s.end.year, 6, 1))
            cands.append(s.end.hi + timedelta(days=75))
        if s.start is not None:
            cands.append(s.start.lo - timedelta(days=120))
        for d in cands:
            d = date(d.year, d.month, min(d.day, 28))
            if date(2005, 1, 1) <= d <= LAST_DAY and d not in out:
                out.append(d)
    return out


def _during_candidates(w: World, company: str, relation: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s in sorted((s for s in w.stints if s.company == company and s.relation == relation),
                    key=lambda s: s.true_start):
        end = s.true_end or LAST_DAY
        years = [s.true_start.year, end.year, (s.true_start.year + end.year) // 2, end.year + 1, s.true_start.year - 1]
        for y in years:
            for period in ((y, y), (y, y + 1), (y - 1, y)):
                if 2005 <= period[0] and period[1] <= 2025 and period not in out:
                    out.append(period)
    return out


def questions(seed: int = SEED, split: str = "dev", world: World | None = None) -> list[Question]:
    """Every question of a split with its gold (only the split's wordings)."""
    w = world or build_world(seed, split)
    qs: list[Question] = []
    companies = list(w.companies.values())
    title = {**{c.slug: c.title for c in companies}, **{p.slug: p.title for p in w.people.values()}}

    def add(kind: str, lang: str, rel: str, index: int, text: str, gold: list[str], **kw) -> None:
        qs.append(Question(id=f"{split}.{kind}.{lang}.{index}.{len(qs)}", split=split, lang=lang, kind=kind,
                           relation=rel, wording=f"{kind}.{lang}.{index}", text=text, gold=gold, **kw))

    for lang in LANGS:
        # now, plain, former: every company with a current and a former holder of the relation
        for kind in ("now", "plain", "former"):
            for rel in RELATIONS:
                for index, template in _wordings(kind, lang, rel, split):
                    for c in companies:
                        now = current_holders(w.stints, c.slug, rel)
                        gone = former_holders(w.stints, c.slug, rel)
                        if not now or not gone:
                            continue
                        text = template.format(c=c.title)
                        if kind == "former":
                            add(kind, lang, rel, index, text, gone, company=c.slug)
                        else:
                            add(kind, lang, rel, index, text, now, company=c.slug, former=gone)
        # as_of: up to three times per company and relation, where the gold is decided
        for rel in RELATIONS:
            wl = _wordings("as_of", lang, rel, split)
            k = 0
            for c in companies:
                now = current_holders(w.stints, c.slug, rel)
                asked: list[list[str]] = []
                cands = _as_of_candidates(w, c.slug, rel)
                same = [d for d in cands if holders(w.stints, c.slug, rel, d, d)[0] == now]
                for d in [d for d in cands if d not in same] + same:
                    if len(asked) >= 3 or not wl:
                        break
                    index, template = wl[k % len(wl)]
                    lo, hi, month = _slot_period(template, d)
                    gold, unknown = holders(w.stints, c.slug, rel, lo, hi)
                    if unknown or not gold or gold in asked or (month and not clean_month(w.stints, c.slug, rel,
                                                                                          lo, hi)):
                        continue
                    if gold == now and asked:
                        continue
                    text = template.format(c=c.title, **_date_slots(d))
                    add("as_of", lang, rel, index, text, gold, company=c.slug, period=(lo.isoformat(), hi.isoformat()))
                    asked.append(gold)
                    k += 1
        # during: up to three periods per company and relation
        for rel in RELATIONS:
            wl = _wordings("during", lang, rel, split)
            k = 0
            for c in companies:
                asked = []
                now = current_holders(w.stints, c.slug, rel)
                cands = _during_candidates(w, c.slug, rel)
                same = [p for p in cands if holders(w.stints, c.slug, rel, date(p[0], 1, 1), date(p[1], 12, 31))[0]
                        == now]
                for y1, y2 in [p for p in cands if p not in same] + same:
                    if len(asked) >= 3 or not wl:
                        break
                    index, template = wl[k % len(wl)]
                    ranged = "{y1}" in template
                    if ranged != (y1 != y2):
                        continue
                    lo, hi = date(y1, 1, 1), date(y2, 12, 31)
                    gold, unknown = holders(w.stints, c.slug, rel, lo, hi)
                    if unknown or not gold or gold in asked or (gold == now and asked):
                        continue
                    text = template.format(c=c.title, y=y1, y1=y1, y2=y2)
                    add("during", lang, rel, index, text, gold, company=c.slug, period=(lo.isoformat(), hi.isoformat()))
                    asked.append(gold)
                    k += 1
        # before: every works_at stint whose earlier jobs are decided
        wl = _wordings("before", lang, "works_at", split)
        k = 0
        for p in w.people.values():
            for s in sorted((s for s in w.stints if s.person == p.slug and s.relation == "works_at"),
                            key=lambda s: s.true_start):
                gold = before_gold(w.stints, p.slug, s)
                if not gold or not wl:
                    continue
                index, template = wl[k % len(wl)]
                text = template.format(p=p.title, b=title[s.company])
                add("before", lang, "works_at", index, text, gold, person=p.slug, company=s.company,
                    answer_type="company")
                k += 1
    return qs


# ---------------------------------------------------------------------------------------------------------------
# Counts and the command line
# ---------------------------------------------------------------------------------------------------------------


def counts(seed: int = SEED, split: str = "dev") -> dict[str, dict]:
    w = build_world(seed, split)
    qs = questions(seed, split, w)
    stints = [s for s in w.stints if s.relation in RELATIONS]
    return {
        "pages": dict(sorted(Counter(f"{p['type']} {p['language']}" for p in w.pages.values()).items())),
        "stints": dict(sorted(Counter(s.relation for s in w.stints).items())),
        "status": dict(sorted(Counter("current" if s.current else "ended-unknown" if s.end == ENDED_UNKNOWN else
                                      "ended" for s in stints).items())),
        "phenomena": {t: sum(t in s.tags for s in stints) for t in PHENOMENA},
        "start via": dict(sorted(Counter(s.start_via for s in stints).items())),
        "end via": dict(sorted(Counter(s.end_via for s in stints).items())),
        "questions": dict(sorted(Counter(f"{q.kind} {q.lang}" for q in qs).items())),
    }


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dest", type=Path)
    ap.add_argument("seed", type=int, nargs="?", default=SEED)
    ap.add_argument("--split", default="dev", choices=SPLITS)
    args = ap.parse_args(argv)
    write_corpus(args.dest, args.seed, args.split)
    for section, values in counts(args.seed, args.split).items():
        sys.stderr.write(f"{section}: " + ", ".join(f"{k} {v}" for k, v in values.items()) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
