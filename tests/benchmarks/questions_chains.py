"""Composed 2–3-hop question sets over gbrain-world-v1, with gold answers taken from `_facts` only.

The one-hop sets (questions_world.py) ask for one typed edge; these ask for a chain of them: "Who invested in the
companies founded by Mia Brown?" is Mia Brown -founded-> Acme <-invested_in- answer. The edges are those of
`questions_world.edges` (works_at includes founders and a partner's `primary_affiliation`); only this module and
the scorer read them.

A family is a chain of steps `(relation, direction)`: "out" walks from the person to the object of the edge
(a company or a meeting), "in" walks back from the object to the people pointing at it, and "has_out" is a filter
that keeps the nodes with at least one outgoing edge of that relation ("investors" = people with any invested_in
edge). The filter is an existential hop (the answer's own edges must be looked at), so `hops` counts it. A family
that asks for "the others" (co-investors) drops the seed from its gold. The gold is the set of pages the whole
chain reaches; `bridges` lists the intermediate pages on at least one path from the seed to a gold page (the seed
itself is never listed). A question whose gold is empty is not generated.

The reverse of each family is listed in `REVERSES` where it is a real composed question: the reverse of "investors
of the companies X founded" is "founders of the companies X invested in", i.e. family b is a's reverse and a is
b's; co-investors are their own reverse; "investors who attended M" has no composed reverse ("the meetings an
investor attended" is a one-hop question about a person of a given role).

Each family has a "plain" form (close to the gbrain-evals phrasing "Who invested in <title>?", composed: "Who
invested in the companies founded by <title>?") and a "reworded" form (imperatives, possessives, passives, noun
phrases, other verbs, name variants), 6 English and 4 Japanese wordings each, written for this module. Every third
wording (index 2, 5) of each family, form and language is held out, as in questions_world.split_of. Seeds are the
sorted pages of the family's seed type; a family with more than `MAX_SEEDS` seeds keeps that many, evenly spaced.
Generation is deterministic (sorted slugs, fixed wordings, no randomness).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

from questions_world import edges, load_pages, names, split_of

LANGUAGES = ("en", "ja")
FORMS = ("plain", "reworded")
SPLITS = ("dev", "heldout")
MAX_SEEDS = 40  # per family; more seeds are thinned out evenly over the sorted list

Step = tuple[str, str]  # (relation, "out" | "in" | "has_out")
Wording = tuple[str, str]  # (template with {n}, name variant: "title" | "short" | "lower" | "san")


@dataclass(frozen=True)
class Family:
    name: str
    steps: tuple[Step, ...]
    seed_type: str
    answer_type: str
    exclude_seed: bool
    description: str


FAMILIES: tuple[Family, ...] = (
    Family("investors_of_founded", (("founded", "out"), ("invested_in", "in")), "person", "person", False,
           "the investors of the companies X founded"),
    Family("founders_of_portfolio", (("invested_in", "out"), ("founded", "in")), "person", "person", False,
           "the founders of the companies X invested in"),
    Family("co_investors", (("invested_in", "out"), ("invested_in", "in")), "person", "person", True,
           "the other investors of the companies X invested in"),
    Family("investors_at_meeting", (("attended", "in"), ("invested_in", "has_out")), "meeting", "person", False,
           "the attendees of meeting M who have invested in any company"),
    Family("advisors_of_founded", (("founded", "out"), ("advises", "in")), "person", "person", False,
           "the advisors of the companies X founded"),
    Family("founders_of_advised", (("advises", "out"), ("founded", "in")), "person", "person", False,
           "the founders of the companies X advises"),
    Family("meetings_of_portfolio_founders", (("invested_in", "out"), ("founded", "in"), ("attended", "out")),
           "person", "meeting", False, "the meetings attended by the founders of the companies X invested in"),
    Family("investors_of_founders_at_meeting", (("attended", "in"), ("founded", "out"), ("invested_in", "in")),
           "meeting", "person", False, "the investors of the companies founded by attendees of meeting M"),
    Family("staff_of_advised", (("advises", "out"), ("works_at", "in")), "person", "person", False,
           "the people who work at the companies X advises"),
    Family("advisors_of_employer", (("works_at", "out"), ("advises", "in")), "person", "person", False,
           "the advisors of the companies X works at"),
)
FAMILY = {f.name: f for f in FAMILIES}

# family -> its reverse family (the same chain walked from the other end), or None with the reason in the docstring
REVERSES: dict[str, str | None] = {
    "investors_of_founded": "founders_of_portfolio",
    "founders_of_portfolio": "investors_of_founded",
    "co_investors": "co_investors",
    "investors_at_meeting": None,
    "advisors_of_founded": "founders_of_advised",
    "founders_of_advised": "advisors_of_founded",
    "meetings_of_portfolio_founders": "investors_of_founders_at_meeting",
    "investors_of_founders_at_meeting": "meetings_of_portfolio_founders",
    "staff_of_advised": "advisors_of_employer",
    "advisors_of_employer": "staff_of_advised",
}

WORDINGS: dict[tuple[str, str, str], list[Wording]] = {
    # a. X -founded-> C <-invested_in- answer
    ("investors_of_founded", "plain", "en"): [
        ("Who invested in the companies founded by {n}?", "title"),
        ("Who are the investors in the companies {n} founded?", "title"),
        ("Who invested in the company founded by {n}?", "title"),
        ("Which people invested in companies founded by {n}?", "title"),
        ("Who are the investors of the startups founded by {n}?", "title"),
        ("Who invested in the companies that {n} founded?", "title"),
    ],
    ("investors_of_founded", "reworded", "en"): [
        ("{n}'s startup is backed by whom?", "title"),
        ("List the backers of every company {n} started.", "title"),
        ("who put money into the company {n} co-founded", "lower"),
        ("Name the people funding the startups {n} set up.", "title"),
        ("Which investors are behind the companies established by {n}?", "title"),
        ("Who has a stake in what {n} founded?", "title"),
    ],
    ("investors_of_founded", "plain", "ja"): [
        ("{n}が創業した会社の投資家は？", "title"),
        ("{n}が創業した会社に投資したのは誰？", "title"),
        ("{n}が設立した会社の投資家は誰ですか", "title"),
        ("{n}が創業した企業に出資したのは誰？", "title"),
    ],
    ("investors_of_founded", "reworded", "ja"): [
        ("{n}の立ち上げたスタートアップに出資している人を挙げて", "san"),
        ("{n}が起業した会社を支援している投資家を教えて", "title"),
        ("{n}が共同創業した会社の出資者は？", "san"),
        ("誰が{n}の創業した企業に投資した？", "title"),
    ],
    # b. X -invested_in-> C <-founded- answer
    ("founders_of_portfolio", "plain", "en"): [
        ("Who founded the companies {n} invested in?", "title"),
        ("Who are the founders of the companies {n} invested in?", "title"),
        ("Who founded the companies that {n} invested in?", "title"),
        ("Who founded the startups {n} invested in?", "title"),
        ("Which people founded companies {n} invested in?", "title"),
        ("Who are the founders of companies backed by {n}?", "title"),
    ],
    ("founders_of_portfolio", "reworded", "en"): [
        ("{n}'s portfolio companies' founders", "title"),
        ("Which founders count {n} among their investors?", "title"),
        ("name the founders {n} has backed", "lower"),
        ("Who started the companies in {n}'s portfolio?", "title"),
        ("Which founders received money from {n}?", "title"),
        ("List the people who set up the startups {n} funded.", "title"),
    ],
    ("founders_of_portfolio", "plain", "ja"): [
        ("{n}が投資した会社の創業者は？", "title"),
        ("{n}が出資した会社の創業者は誰？", "san"),
        ("{n}が投資した会社を創業したのは誰？", "title"),
        ("{n}が投資している企業の創業者は誰ですか", "title"),
    ],
    ("founders_of_portfolio", "reworded", "ja"): [
        ("{n}の投資先の創業者を挙げて", "title"),
        ("{n}から出資を受けた創業者は誰？", "san"),
        ("{n}のポートフォリオ企業を立ち上げたのは誰ですか", "title"),
        ("{n}が支援したスタートアップの創設者を教えて", "title"),
    ],
    # c. X -invested_in-> C <-invested_in- answer, answer != X
    ("co_investors", "plain", "en"): [
        ("Who else invested in the companies {n} invested in?", "title"),
        ("Who co-invested with {n}?", "title"),
        ("Who invested alongside {n}?", "title"),
        ("Which other people invested in the companies {n} invested in?", "title"),
        ("Who are {n}'s co-investors?", "title"),
        ("Who else invested in companies backed by {n}?", "title"),
    ],
    ("co_investors", "reworded", "en"): [
        ("Name the people who share portfolio companies with {n}.", "title"),
        ("Which investors have backed the same startups as {n}?", "title"),
        ("who invests together with {n}", "lower"),
        ("List the other backers of {n}'s portfolio companies.", "title"),
        ("{n}'s fellow investors", "title"),
        ("With whom has {n} co-invested?", "title"),
    ],
    ("co_investors", "plain", "ja"): [
        ("{n}と一緒に投資しているのは誰？", "title"),
        ("{n}と共同投資したのは誰？", "title"),
        ("{n}が投資した会社に他に投資したのは誰？", "title"),
        ("{n}と同じ会社に投資した人は誰ですか", "title"),
    ],
    ("co_investors", "reworded", "ja"): [
        ("{n}の共同投資家を挙げて", "san"),
        ("{n}の投資先に一緒に出資している投資家は？", "title"),
        ("{n}と同じスタートアップを支援している人を教えて", "san"),
        ("{n}と出資先が重なる投資家は誰？", "title"),
    ],
    # d. M <-attended- answer, answer has an invested_in edge
    ("investors_at_meeting", "plain", "en"): [
        ("Which investors attended {n}?", "title"),
        ("Who among the investors attended {n}?", "title"),
        ("Which investors were at {n}?", "title"),
        ("Which of the attendees of {n} are investors?", "title"),
        ("Which investors took part in {n}?", "title"),
        ("Who attended {n} as an investor?", "title"),
    ],
    ("investors_at_meeting", "reworded", "en"): [
        ("Name the investors present at {n}.", "title"),
        ("Which VCs showed up to {n}?", "short"),
        ("{n}: which attendees have invested in companies?", "title"),
        ("List the backers who joined {n}.", "short"),
        ("who from the investor side was in {n}", "lower"),
        ("Were any investors at {n}? Who?", "title"),
    ],
    ("investors_at_meeting", "plain", "ja"): [
        ("{n}に出席した投資家は？", "title"),
        ("{n}に参加した投資家は誰？", "title"),
        ("{n}の出席者のうち投資家は誰ですか", "title"),
        ("{n}に出ていた投資家を挙げて", "title"),
    ],
    ("investors_at_meeting", "reworded", "ja"): [
        ("{n}に来ていた投資家を教えて", "title"),
        ("{n}の参加者で出資をしている人は？", "title"),
        ("{n}に顔を出したVCは誰？", "title"),
        ("投資家として{n}に出席したのは誰ですか", "title"),
    ],
    # e. X -founded-> C <-advises- answer
    ("advisors_of_founded", "plain", "en"): [
        ("Who advises the companies founded by {n}?", "title"),
        ("Who are the advisors of the companies {n} founded?", "title"),
        ("Who advises the company {n} founded?", "title"),
        ("Which people advise companies founded by {n}?", "title"),
        ("Who are the advisors to the startups founded by {n}?", "title"),
        ("Who advises the companies that {n} founded?", "title"),
    ],
    ("advisors_of_founded", "reworded", "en"): [
        ("Who sits on the advisory board of {n}'s startup?", "title"),
        ("Name the mentors of the companies {n} started.", "title"),
        ("who counsels the company {n} set up", "lower"),
        ("List the advisers of every firm established by {n}.", "title"),
        ("By whom are {n}'s companies advised?", "title"),
        ("Which advisors work with the startups {n} co-founded?", "title"),
    ],
    ("advisors_of_founded", "plain", "ja"): [
        ("{n}が創業した会社のアドバイザーは？", "title"),
        ("{n}が創業した会社の顧問は誰？", "title"),
        ("{n}が設立した会社に助言しているのは誰ですか", "title"),
        ("{n}が創業した企業の顧問を務めているのは誰？", "title"),
    ],
    ("advisors_of_founded", "reworded", "ja"): [
        ("{n}の立ち上げた会社に助言している人を挙げて", "san"),
        ("{n}が起業したスタートアップの顧問を教えて", "title"),
        ("{n}の創業した企業にアドバイスしているのは誰ですか", "san"),
        ("誰が{n}の設立した会社の顧問をしている？", "title"),
    ],
    # e reverse. X -advises-> C <-founded- answer
    ("founders_of_advised", "plain", "en"): [
        ("Who founded the companies {n} advises?", "title"),
        ("Who are the founders of the companies {n} advises?", "title"),
        ("Who founded the companies that {n} advises?", "title"),
        ("Who founded the startups advised by {n}?", "title"),
        ("Which people founded companies {n} advises?", "title"),
        ("Who are the founders of companies advised by {n}?", "title"),
    ],
    ("founders_of_advised", "reworded", "en"): [
        ("Which founders does {n} mentor?", "title"),
        ("Name the founders who have {n} as an advisor.", "title"),
        ("who started the companies {n} counsels", "lower"),
        ("The founders behind {n}'s advisory clients", "title"),
        ("Which founders get advice from {n}?", "title"),
        ("List the people who set up the firms {n} is an adviser to.", "title"),
    ],
    ("founders_of_advised", "plain", "ja"): [
        ("{n}が助言している会社の創業者は？", "title"),
        ("{n}が顧問を務める会社の創業者は誰？", "title"),
        ("{n}がアドバイスしている会社を創業したのは誰？", "title"),
        ("{n}が顧問をしている企業の創業者は誰ですか", "title"),
    ],
    ("founders_of_advised", "reworded", "ja"): [
        ("{n}の顧問先の創業者を挙げて", "san"),
        ("{n}から助言を受けている創業者は誰？", "san"),
        ("{n}がアドバイザーを務めるスタートアップを立ち上げたのは誰ですか", "title"),
        ("{n}の助言先企業の創設者を教えて", "title"),
    ],
    # f. X -invested_in-> C <-founded- F -attended-> answer (meetings)
    ("meetings_of_portfolio_founders", "plain", "en"): [
        ("Which meetings did the founders of the companies {n} invested in attend?", "title"),
        ("What meetings did the founders of {n}'s portfolio companies attend?", "title"),
        ("Which meetings were attended by the founders of the companies {n} invested in?", "title"),
        ("Which meetings did founders of companies backed by {n} attend?", "title"),
        ("What meetings did the founders of the startups {n} invested in go to?", "title"),
        ("Which meetings did the people who founded the companies {n} invested in attend?", "title"),
    ],
    ("meetings_of_portfolio_founders", "reworded", "en"): [
        ("List the meetings attended by founders {n} has backed.", "title"),
        ("In which meetings did the founders of {n}'s portfolio take part?", "title"),
        ("which meetings did founders funded by {n} show up to", "lower"),
        ("Name every meeting a founder of one of {n}'s investments sat in on.", "title"),
        ("{n}'s portfolio founders: which meetings did they attend?", "title"),
        ("What meetings have the founders {n} invested in been at?", "title"),
    ],
    ("meetings_of_portfolio_founders", "plain", "ja"): [
        ("{n}が投資した会社の創業者が出席した会議は？", "title"),
        ("{n}が出資した会社の創業者はどの会議に参加した？", "title"),
        ("{n}が投資した会社の創業者が参加したミーティングは？", "title"),
        ("{n}の投資先の創業者が出席した会議はどれですか", "title"),
    ],
    ("meetings_of_portfolio_founders", "reworded", "ja"): [
        ("{n}が支援したスタートアップの創業者が出た会議を挙げて", "san"),
        ("{n}から出資を受けた創業者の参加した会議を教えて", "san"),
        ("{n}のポートフォリオ企業の創業者はどのミーティングに出席しましたか", "title"),
        ("{n}が投資している企業を立ち上げた人が顔を出した会議は？", "title"),
    ],
    # f reverse. M <-attended- F -founded-> C <-invested_in- answer
    ("investors_of_founders_at_meeting", "plain", "en"): [
        ("Who invested in the companies founded by the attendees of {n}?", "title"),
        ("Who invested in the companies whose founders attended {n}?", "title"),
        ("Who are the investors in the companies founded by people who attended {n}?", "title"),
        ("Who backed the companies of the founders who attended {n}?", "title"),
        ("Which people invested in companies founded by attendees of {n}?", "title"),
        ("Who invested in the startups whose founders were at {n}?", "title"),
    ],
    ("investors_of_founders_at_meeting", "reworded", "en"): [
        ("Name the investors behind the founders who were at {n}.", "title"),
        ("Which backers fund the founders present at {n}?", "short"),
        ("who funded the startups of the founders at {n}", "lower"),
        ("List the people with a stake in companies whose founders joined {n}.", "short"),
        ("The founders at {n}: who invested in their companies?", "title"),
        ("By whom are the companies of the founders attending {n} funded?", "title"),
    ],
    ("investors_of_founders_at_meeting", "plain", "ja"): [
        ("{n}に出席した創業者の会社の投資家は？", "title"),
        ("{n}に参加した人が創業した会社に投資したのは誰？", "title"),
        ("{n}の出席者が創業した会社の投資家は誰ですか", "title"),
        ("{n}に出席した人が設立した会社に出資したのは誰？", "title"),
    ],
    ("investors_of_founders_at_meeting", "reworded", "ja"): [
        ("{n}に来ていた創業者の会社を支援している投資家を挙げて", "title"),
        ("{n}の参加者が立ち上げたスタートアップの出資者を教えて", "title"),
        ("{n}に出ていた起業家の会社に投資しているのは誰ですか", "title"),
        ("誰が{n}に顔を出した創業者の企業に出資した？", "title"),
    ],
    # g. X -advises-> C <-works_at- answer
    ("staff_of_advised", "plain", "en"): [
        ("Who works at the companies {n} advises?", "title"),
        ("Who works at the companies that {n} advises?", "title"),
        ("Who works at the companies advised by {n}?", "title"),
        ("Who are the employees of the companies {n} advises?", "title"),
        ("Which people work at companies {n} advises?", "title"),
        ("Who works for the startups {n} advises?", "title"),
    ],
    ("staff_of_advised", "reworded", "en"): [
        ("Name the staff of the firms {n} mentors.", "title"),
        ("Who is on the team of each company {n} is an adviser to?", "title"),
        ("who is employed at the companies {n} counsels", "lower"),
        ("List the people working for {n}'s advisory clients.", "title"),
        ("Which people are on the payroll of companies that get advice from {n}?", "title"),
        ("The companies {n} advises: who works there?", "title"),
    ],
    ("staff_of_advised", "plain", "ja"): [
        ("{n}が助言している会社で働いているのは誰？", "title"),
        ("{n}が顧問を務める会社の社員は？", "title"),
        ("{n}がアドバイスしている会社に勤めている人は誰ですか", "title"),
        ("{n}が顧問をしている企業の従業員を挙げて", "title"),
    ],
    ("staff_of_advised", "reworded", "ja"): [
        ("{n}の顧問先で働く人を教えて", "san"),
        ("{n}から助言を受けている会社のメンバーは？", "san"),
        ("{n}がアドバイザーを務めるスタートアップに所属しているのは誰ですか", "title"),
        ("{n}の助言先企業に勤めている人を挙げて", "title"),
    ],
    # g reverse. X -works_at-> C <-advises- answer
    ("advisors_of_employer", "plain", "en"): [
        ("Who advises the company {n} works at?", "title"),
        ("Who are the advisors of the company {n} works for?", "title"),
        ("Who advises the company where {n} works?", "title"),
        ("Who advises {n}'s employer?", "title"),
        ("Which people advise the company that employs {n}?", "title"),
        ("Who are the advisors to the company {n} works at?", "title"),
    ],
    ("advisors_of_employer", "reworded", "en"): [
        ("Name the mentors of {n}'s company.", "title"),
        ("Who sits on the advisory board of the firm {n} is employed by?", "title"),
        ("who counsels the company {n} is with", "lower"),
        ("List the advisers of the team {n} belongs to.", "title"),
        ("By whom is {n}'s workplace advised?", "title"),
        ("Which advisors help the startup {n} works for?", "title"),
    ],
    ("advisors_of_employer", "plain", "ja"): [
        ("{n}が働いている会社のアドバイザーは？", "title"),
        ("{n}の勤務先の顧問は誰？", "title"),
        ("{n}が勤めている会社に助言しているのは誰ですか", "title"),
        ("{n}が所属する会社の顧問を務めているのは誰？", "title"),
    ],
    ("advisors_of_employer", "reworded", "ja"): [
        ("{n}の勤め先にアドバイスしている人を挙げて", "san"),
        ("{n}の働く企業の顧問を教えて", "san"),
        ("{n}が在籍するスタートアップに助言しているのは誰ですか", "title"),
        ("誰が{n}の所属先のアドバイザーを務めている？", "title"),
    ],
}


@dataclass(frozen=True)
class ChainQuestion:
    id: str
    language: str
    family: str
    form: str
    wording: str
    split: str
    text: str
    seed: str
    steps: list[list[str]]
    gold: list[str]
    bridges: list[str]
    answer_type: str
    hops: int


Adjacency = dict[str, dict[str, dict[str, set[str]]]]  # relation -> "out" | "in" -> node -> neighbours


def adjacency(pairs: dict[str, set[tuple[str, str]]]) -> Adjacency:
    """Both directions of every relation: `out` maps a person to its objects, `in` an object to its people."""
    adj: Adjacency = {}
    for relation, edge_set in pairs.items():
        out: dict[str, set[str]] = defaultdict(set)
        into: dict[str, set[str]] = defaultdict(set)
        for person, obj in edge_set:
            out[person].add(obj)
            into[obj].add(person)
        adj[relation] = {"out": dict(out), "in": dict(into)}
    return adj


def walk(adj: Adjacency, seed: str, steps: Iterable[Step], exclude_seed: bool) -> tuple[set[str], set[str]]:
    """(gold, bridges) of a chain from `seed`: the pages the chain reaches and the intermediate pages on a path to
    one of them (the seed excluded from both when `exclude_seed`, and from the bridges always)."""
    layers: list[set[str]] = [{seed}]
    moves: list[Step] = []
    for relation, direction in steps:
        if direction == "has_out":
            layers[-1] = {x for x in layers[-1] if adj[relation]["out"].get(x)}
            continue
        if direction not in ("out", "in"):
            raise ValueError(f"unknown direction {direction!r}")
        nxt = adj[relation][direction]
        layers.append({y for x in layers[-1] for y in nxt.get(x, ())})
        moves.append((relation, direction))
    gold = set(layers[-1])
    if exclude_seed:
        gold.discard(seed)
    # walk back: keep only the intermediate nodes that lead to a gold page
    alive = gold
    bridges: set[str] = set()
    for i in range(len(moves) - 1, 0, -1):
        relation, direction = moves[i]
        nxt = adj[relation][direction]
        alive = {x for x in layers[i] if nxt.get(x, set()) & alive}
        bridges |= alive
    bridges.discard(seed)
    return gold, bridges


def thin(seeds: list[str], cap: int) -> list[str]:
    """At most `cap` of the sorted seeds, evenly spaced (all of them when there are no more than `cap`)."""
    if len(seeds) <= cap:
        return seeds
    return [seeds[i * len(seeds) // cap] for i in range(cap)]


def generate_chains(world: Path, max_seeds: int = MAX_SEEDS) -> list[ChainQuestion]:
    """Every composed question of every set, in a fixed order."""
    pages = load_pages(world)
    variants = names(pages)
    adj = adjacency(edges(pages))
    questions = []
    for family in FAMILIES:
        answers = {}
        for seed in sorted(s for s, p in pages.items() if p.get("type") == family.seed_type):
            gold, bridges = walk(adj, seed, family.steps, family.exclude_seed)
            if gold:
                answers[seed] = (sorted(gold), sorted(bridges))
        seeds = thin(sorted(answers), max_seeds)
        steps = [list(step) for step in family.steps]
        for lang in LANGUAGES:
            for form in FORMS:
                for index, (template, variant) in enumerate(WORDINGS[(family.name, form, lang)]):
                    wording = f"{family.name}.{form}.{lang}.{index}"
                    for seed in seeds:
                        gold, bridges = answers[seed]
                        questions.append(ChainQuestion(
                            id=f"chains.{wording}:{seed}", language=lang, family=family.name, form=form,
                            wording=wording, split=split_of(index), text=template.format(n=variants[seed][variant]),
                            seed=seed, steps=[list(s) for s in steps], gold=gold, bridges=bridges,
                            answer_type=family.answer_type, hops=len(family.steps)))
    return questions


def chain_sets(questions: Iterable[ChainQuestion]) -> dict[str, list[ChainQuestion]]:
    """The questions grouped into `chains <lang> <form> <split>` (8 sets, each in generation order)."""
    sets: dict[str, list[ChainQuestion]] = {f"chains {lang} {form} {split}": [] for lang in LANGUAGES
                                            for form in FORMS for split in SPLITS}
    for q in questions:
        sets[f"chains {q.language} {q.form} {q.split}"].append(q)
    return sets


def summary(questions: list[ChainQuestion], pages: dict[str, dict] | None = None) -> dict:
    """Counts per family, language, form, split and set, seeds and mean gold / bridge sizes per family."""
    out: dict = {"questions": len(questions)}
    for key in ("family", "language", "form", "split"):
        counts: dict[str, int] = defaultdict(int)
        for q in questions:
            counts[getattr(q, key)] += 1
        out[key] = dict(counts)
    out["sets"] = {name: len(qs) for name, qs in chain_sets(questions).items()}
    per_family = {}
    for family in FAMILIES:
        mine = {q.seed: q for q in questions if q.family == family.name}
        if not mine:
            per_family[family.name] = {"seeds": 0}
            continue
        row = {"steps": " ".join(f"{r}:{d}" for r, d in family.steps), "seeds": len(mine),
               "mean_gold": round(sum(len(q.gold) for q in mine.values()) / len(mine), 2),
               "max_gold": max(len(q.gold) for q in mine.values()),
               "mean_bridges": round(sum(len(q.bridges) for q in mine.values()) / len(mine), 2)}
        if pages is not None:  # questions whose text already names a gold page (e.g. the attendees of a 1:1)
            row["gold_named_in_text"] = sum(1 for q in questions if q.family == family.name
                                            and any(pages[g]["title"] in q.text for g in q.gold))
        per_family[family.name] = row
    out["families"] = per_family
    out["mean_gold"] = round(sum(len(q.gold) for q in questions) / max(1, len(questions)), 2)
    return out


if __name__ == "__main__":
    import os

    root = Path(__file__).resolve().parents[2]
    world = Path(os.environ.get("GBRAIN_WORLD", root.parent / "shared" / "data" / "gbrain-world-v1"))
    generated = generate_chains(world)
    for q in generated:
        sys.stdout.write(json.dumps(asdict(q), ensure_ascii=False) + "\n")
    sys.stderr.write(json.dumps(summary(generated, load_pages(world)), ensure_ascii=False, indent=1) + "\n")
