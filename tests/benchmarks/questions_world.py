"""Reworded one-hop question sets over gbrain-world-v1, with gold answers taken from `_facts` only.

Every typed relation of the corpus is asked in both directions: `into_entity` names the object of the edge
(a company or a meeting) and asks for the people pointing at it ("Who backed Acme?"); `out_of_entity` names a
person and asks for the objects ("Which companies has Mia Brown invested in?"). The edges come from the answer
key of each page, which only this module and the scorer read:

* works_at: a company's `employees` and `founders` (founders count as working there, as in the public
  answers.json), plus a partner's `primary_affiliation` (the venture firm a `role: partner` works at; the firm
  pages carry no people lists of their own);
* invested_in, advises, founded: a company's `investors`, `advisors`, `founders`;
* attended: a meeting's `attendees`.

Only edges whose two ends have a page are kept, so a question never names a missing entity and its gold set
lists only existing pages; a question whose gold set is empty is not generated. Each relation and direction
has 9 English and 6 Japanese wordings of our own; every third wording (index 2, 5, 8) is held out and must
never be used to tune the search. Generation is deterministic (sorted slugs, fixed wordings, no randomness).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

RELATIONS = ("works_at", "invested_in", "advises", "founded", "attended")
DIRECTIONS = ("into_entity", "out_of_entity")
LANGUAGES = ("en", "ja")
HELD_OUT_EVERY = 3  # wording index i is held out when i % 3 == 2

# (template, name variant): {n} is the entity's name in that variant. Variants: "title" (the page title),
# "short" (the title before a separator such as " - " or " (", when that stays unambiguous), "lower" (the
# title in lower case), "san" (a person's name with the Japanese honorific さん).
Wording = tuple[str, str]
WORDINGS: dict[tuple[str, str, str], list[Wording]] = {
    ("works_at", "into_entity", "en"): [
        ("Who is employed at {n}?", "title"),
        ("List the people who work for {n}.", "title"),
        ("Name the staff of {n}.", "title"),
        ("{n}'s employees", "short"),
        ("Who is on the payroll at {n}?", "title"),
        ("Which people are on the {n} team?", "short"),
        ("who works for {n}", "lower"),
        ("Give me everyone working at {n}.", "short"),
        ("Who are the people at {n}?", "title"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("Where does {n} work?", "title"),
        ("Which company employs {n}?", "title"),
        ("What is {n}'s employer?", "title"),
        ("Name the company {n} works for.", "title"),
        ("{n}'s workplace", "title"),
        ("Which companies is {n} on the payroll of?", "title"),
        ("where is {n} employed", "lower"),
        ("List the organisations {n} works at.", "title"),
        ("Who does {n} work for?", "title"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Who are the investors in {n}?", "title"),
        ("Name the investors of {n}.", "title"),
        ("Who backed {n}?", "title"),
        ("the backers of {n}", "short"),
        ("Which people have put money into {n}?", "title"),
        ("{n}'s investors", "short"),
        ("who funded {n}", "lower"),
        ("List the people who invested in {n}.", "short"),
        ("By whom was {n} funded?", "title"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("Which companies has {n} invested in?", "title"),
        ("What is in {n}'s portfolio?", "title"),
        ("Which companies was {n} an investor in?", "title"),
        ("List {n}'s investments.", "title"),
        ("Name the startups {n} backed.", "title"),
        ("Where has {n} put money?", "title"),
        ("which companies did {n} fund", "lower"),
        ("{n}'s portfolio companies", "title"),
        ("Which companies are backed by {n}?", "title"),
    ],
    ("advises", "into_entity", "en"): [
        ("Who are the advisors of {n}?", "title"),
        ("Name the advisers to {n}.", "title"),
        ("Who sits on the advisory board of {n}?", "title"),
        ("List the people advising {n}.", "short"),
        ("{n}'s advisors", "short"),
        ("Who gives {n} advice?", "title"),
        ("who is an advisor to {n}", "lower"),
        ("By whom is {n} advised?", "title"),
        ("Which people counsel {n}?", "short"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("Which companies does {n} advise?", "title"),
        ("Where is {n} an advisor?", "title"),
        ("List the companies {n} advises.", "title"),
        ("Name the startups advised by {n}.", "title"),
        ("{n}'s advisory roles", "title"),
        ("Which companies is {n} an adviser to?", "title"),
        ("what does {n} advise", "lower"),
        ("Which companies are advised by {n}?", "title"),
        ("For which companies does {n} serve as an advisor?", "title"),
    ],
    ("founded", "into_entity", "en"): [
        ("Who are the founders of {n}?", "title"),
        ("Who started {n}?", "title"),
        ("Name the co-founders of {n}.", "title"),
        ("{n}'s founder", "short"),
        ("By whom was {n} founded?", "title"),
        ("List the founding team of {n}.", "short"),
        ("who set up {n}", "lower"),
        ("Who established {n}?", "short"),
        ("Which people created {n}?", "title"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("Which companies did {n} found?", "title"),
        ("What company did {n} start?", "title"),
        ("Name the startups founded by {n}.", "title"),
        ("{n}'s startup", "title"),
        ("Which companies were founded by {n}?", "title"),
        ("What has {n} co-founded?", "title"),
        ("which company did {n} set up", "lower"),
        ("List the companies {n} established.", "title"),
        ("Where is {n} a founder?", "title"),
    ],
    ("attended", "into_entity", "en"): [
        ("Who was at {n}?", "title"),
        ("List the attendees of {n}.", "title"),
        ("Who took part in {n}?", "title"),
        ("Name the participants of {n}.", "short"),
        ("{n}'s attendees", "short"),
        ("Who was present at {n}?", "title"),
        ("who showed up to {n}", "lower"),
        ("Which people joined {n}?", "title"),
        ("By whom was {n} attended?", "title"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("Which meetings did {n} attend?", "title"),
        ("Which meetings did {n} sit in on?", "title"),
        ("List the meetings {n} went to.", "title"),
        ("What meetings was {n} at?", "title"),
        ("{n}'s meetings", "title"),
        ("Name the meetings attended by {n}.", "title"),
        ("which meetings did {n} take part in", "lower"),
        ("In which meetings did {n} participate?", "title"),
        ("What has {n} been present at?", "title"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}の社員は誰？", "title"),
        ("{n}で働いているのは誰ですか", "title"),
        ("{n}に勤めている人を挙げて", "title"),
        ("{n}のメンバーは？", "title"),
        ("{n}に所属しているのは誰？", "title"),
        ("{n}の従業員を教えて", "title"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}の勤務先は？", "san"),
        ("{n}はどこで働いている？", "title"),
        ("{n}の所属先はどこ？", "title"),
        ("{n}が勤めている会社は？", "san"),
        ("{n}の勤め先を教えて", "title"),
        ("{n}はどの会社で働いていますか", "title"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}に出資したのは誰？", "title"),
        ("{n}の投資家は？", "title"),
        ("{n}に投資している人を挙げて", "title"),
        ("{n}の出資者を教えて", "title"),
        ("{n}を支援した投資家は誰ですか", "title"),
        ("誰が{n}に投資した？", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}はどの会社に投資した？", "title"),
        ("{n}の投資先は？", "san"),
        ("{n}が出資している会社を挙げて", "title"),
        ("{n}のポートフォリオを教えて", "title"),
        ("{n}が投資したスタートアップは？", "title"),
        ("{n}はどこに出資していますか", "san"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}の顧問を務めているのは誰？", "title"),
        ("{n}のアドバイザーは？", "title"),
        ("{n}に助言しているのは誰ですか", "title"),
        ("{n}の顧問を挙げて", "title"),
        ("誰が{n}のアドバイザーを務めている？", "title"),
        ("{n}に助言している人を教えて", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}はどの会社の顧問？", "title"),
        ("{n}が助言している会社は？", "san"),
        ("{n}のアドバイザー先を教えて", "title"),
        ("{n}が顧問を務める会社を挙げて", "title"),
        ("{n}はどこにアドバイスしている？", "title"),
        ("{n}の顧問先は？", "san"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}の創業者は？", "title"),
        ("{n}を設立したのは誰？", "title"),
        ("{n}を創業した人を教えて", "title"),
        ("{n}の共同創業者を挙げて", "title"),
        ("誰が{n}を立ち上げた？", "title"),
        ("{n}の創設者は誰ですか", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}が創業した会社は？", "title"),
        ("{n}はどの会社を設立した？", "san"),
        ("{n}が立ち上げたスタートアップを挙げて", "title"),
        ("{n}の創業した企業を教えて", "title"),
        ("{n}は何という会社を起業した？", "title"),
        ("{n}が共同創業した会社は？", "san"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}に出席した人は？", "title"),
        ("{n}の参加者を挙げて", "title"),
        ("{n}には誰が来た？", "title"),
        ("{n}に参加したのは誰ですか", "title"),
        ("{n}の出席者を教えて", "title"),
        ("誰が{n}に出ていた？", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}が出席した会議は？", "title"),
        ("{n}はどの会議に参加した？", "san"),
        ("{n}の出た会議を挙げて", "title"),
        ("{n}が参加したミーティングを教えて", "title"),
        ("{n}はどのミーティングに出席しましたか", "san"),
        ("{n}が顔を出した会議は？", "title"),
    ],
}

_COMPANY_LISTS = {"employees": "works_at", "founders": "works_at", "investors": "invested_in",
                  "advisors": "advises"}
_SEPARATOR = re.compile(r"\s+[-—–|:]\s+|\s*\(")


@dataclass(frozen=True)
class Question:
    id: str
    language: str
    relation: str
    direction: str
    wording: str
    split: str
    text: str
    seed: str
    gold: list[str]
    answer_type: str


def split_of(index: int) -> str:
    return "heldout" if index % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 else "dev"


def load_pages(world: Path) -> dict[str, dict]:
    """Every corpus page by slug, `_facts` included (for the generator and the scorer only)."""
    pages = {}
    for path in sorted((world / "corpus").glob("*__*.json")):
        page = json.loads(path.read_text(encoding="utf-8"))
        pages[page["slug"]] = page
    return pages


def edges(pages: dict[str, dict]) -> dict[str, set[tuple[str, str]]]:
    """(person, object) pairs per relation from `_facts`, both ends with a page."""
    out: dict[str, set[tuple[str, str]]] = {r: set() for r in RELATIONS}
    for slug, page in pages.items():
        facts = page.get("_facts") or {}
        for key, relation in _COMPANY_LISTS.items():
            for person in facts.get(key) or []:
                out[relation].add((person, slug))
        for person in facts.get("founders") or []:
            out["founded"].add((person, slug))
        for person in facts.get("attendees") or []:
            out["attended"].add((person, slug))
        if page.get("type") == "person" and facts.get("role") == "partner" and facts.get("primary_affiliation"):
            out["works_at"].add((slug, facts["primary_affiliation"]))
    return {r: {(a, b) for a, b in pairs if a in pages and b in pages} for r, pairs in out.items()}


def names(pages: dict[str, dict]) -> dict[str, dict[str, str]]:
    """The name variants of every page; the short form falls back to the title when another page claims it."""
    shorts = {slug: _SEPARATOR.split(p["title"], maxsplit=1)[0].strip() or p["title"] for slug, p in pages.items()}
    claims: dict[str, set[str]] = defaultdict(set)
    for slug, page in pages.items():
        claims[page["title"].lower()].add(slug)
        claims[shorts[slug].lower()].add(slug)
    out = {}
    for slug, page in pages.items():
        short = shorts[slug] if claims[shorts[slug].lower()] == {slug} else page["title"]
        out[slug] = {"title": page["title"], "short": short, "lower": page["title"].lower(),
                     "san": page["title"] + "さん"}
    return out


def generate(world: Path) -> list[Question]:
    """Every question of every set, in a fixed order."""
    pages = load_pages(world)
    variants = names(pages)
    pairs = edges(pages)
    questions = []
    for relation in RELATIONS:
        for direction in DIRECTIONS:
            gold: dict[str, set[str]] = defaultdict(set)
            for person, obj in pairs[relation]:
                if direction == "into_entity":
                    gold[obj].add(person)
                else:
                    gold[person].add(obj)
            answer_type = ("person" if direction == "into_entity"
                           else "meeting" if relation == "attended" else "company")
            for lang in LANGUAGES:
                for index, (template, variant) in enumerate(WORDINGS[(relation, direction, lang)]):
                    wording = f"{relation}.{direction}.{lang}.{index}"
                    for seed in sorted(gold):
                        questions.append(Question(
                            id=f"{wording}:{seed}", language=lang, relation=relation, direction=direction,
                            wording=wording, split=split_of(index), text=template.format(n=variants[seed][variant]),
                            seed=seed, gold=sorted(gold[seed]), answer_type=answer_type))
    return questions


def by_set(questions: Iterable[Question]) -> dict[str, list[Question]]:
    """The questions grouped into the sets `en dev`, `en heldout`, `ja dev`, `ja heldout`."""
    sets: dict[str, list[Question]] = {f"{lang} {split}": [] for lang in LANGUAGES for split in ("dev", "heldout")}
    for q in questions:
        sets[f"{q.language} {q.split}"].append(q)
    return sets


if __name__ == "__main__":
    import os
    import sys

    root = Path(__file__).resolve().parents[2]
    world = Path(os.environ.get("GBRAIN_WORLD", root.parent / "shared" / "data" / "gbrain-world-v1"))
    for q in generate(world):
        sys.stdout.write(json.dumps(asdict(q), ensure_ascii=False) + "\n")
