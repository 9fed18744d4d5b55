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

Round 2 (`WORDINGS_ROUND2`, `round` = 2 on its questions, wording names ending in `.r2`, sets named `chains <lang>
<form> <split> r2`) has the same families, forms, languages and counts, written blind: without reading the
planner's lexicon or chain rules and without running the planner or the search on them before they were measured.
Round 1 was written beside the planner and its development third was tuned on, so even its held-out third shares
the planner's vocabulary; round 2 measures the planner on wordings it was not tuned on. Round 1's questions, ids and
set names are unchanged, so its figures stay comparable; a round-2 template that round 1 already has would be
skipped (there is none). The held-out rule is the same (index 2, 5 in each round).
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


# A second round of wordings (2026-12-01), written blind: by someone who had not seen the planner's lexicon or its
# chain rules, and never run through the planner or the search before they were measured. Round 1 was written next
# to the planner and tuned on (its development third), so its figures say little about wordings the planner has not
# seen; round 2 does. Its key set and counts are those of round 1 (6 English and 4 Japanese per family, form and
# language), the same rule holds every third wording out, and no template repeats one of round 1.
WORDINGS_ROUND2: dict[tuple[str, str, str], list[Wording]] = {
    # a. X -founded-> C <-invested_in- answer
    ("investors_of_founded", "plain", "en"): [
        ("Who provided funding to the companies founded by {n}?", "title"),
        ("Who financed the companies that {n} started?", "title"),
        ("Which investors backed the companies {n} set up?", "title"),
        ("Who put money into the startups founded by {n}?", "title"),
        ("Who are the backers of the companies {n} launched?", "title"),
        ("Which people have funded companies {n} co-founded?", "title"),
    ],
    ("investors_of_founded", "reworded", "en"): [
        ("{n} founded some companies; who are their investors?", "title"),
        ("Who did the startups started by {n} raise money from?", "title"),
        ("investors in the businesses {n} launched", "lower"),
        ("Whose money is behind the ventures {n} founded?", "title"),
        ("Find all investors of companies where {n} is a founder.", "title"),
        ("The people who financed the firms {n} co-founded", "title"),
    ],
    ("investors_of_founded", "plain", "ja"): [
        ("{n}が立ち上げた会社に出資した人は誰ですか", "title"),
        ("{n}が起業した会社の出資者は？", "title"),
        ("{n}の創業した会社に投資している人を教えて", "title"),
        ("{n}が設立した企業に資金を出したのは誰？", "title"),
    ],
    ("investors_of_founded", "reworded", "ja"): [
        ("{n}が作った会社って、誰が投資してるの？", "san"),
        ("{n}が創業者である会社の投資家を全員挙げてください", "title"),
        ("{n}が起こした会社に出資しているのは誰でしょうか", "title"),
        ("創業者が{n}である企業に投資したのはどなたですか", "san"),
    ],
    # b. X -invested_in-> C <-founded- answer
    ("founders_of_portfolio", "plain", "en"): [
        ("Who started the companies {n} invested in?", "title"),
        ("Who founded the companies {n} has backed?", "title"),
        ("Who are the founders of the startups {n} put money into?", "title"),
        ("Who set up the companies that {n} funded?", "title"),
        ("Who co-founded the companies {n} has invested in?", "title"),
        ("Which people founded the companies that received investment from {n}?", "title"),
    ],
    ("founders_of_portfolio", "reworded", "en"): [
        ("{n} invested in a few startups. Who founded them?", "title"),
        ("the founders of every company {n} wrote a check to", "lower"),
        ("Whose companies has {n} invested in?", "title"),
        ("Tell me the founders of the companies in which {n} holds a stake.", "title"),
        ("For each company {n} backed, who founded it?", "title"),
        ("List founders whose startups are financed by {n}.", "title"),
    ],
    ("founders_of_portfolio", "plain", "ja"): [
        ("{n}が出資している会社を立ち上げたのは誰ですか", "title"),
        ("{n}の投資した会社を設立したのは誰？", "title"),
        ("{n}が資金を出した会社の創業者を教えて", "title"),
        ("{n}が支援している会社の創業者は誰ですか", "title"),
    ],
    ("founders_of_portfolio", "reworded", "ja"): [
        ("{n}が投資してる会社って誰が作ったの？", "san"),
        ("{n}の出資先を起業した人を挙げてください", "title"),
        ("{n}が株主になっている企業の創業者はどなたですか", "title"),
        ("創業者のうち、{n}から投資を受けているのは誰？", "san"),
    ],
    # c. X -invested_in-> C <-invested_in- answer, answer != X
    ("co_investors", "plain", "en"): [
        ("Who else has invested in the companies {n} backed?", "title"),
        ("Which other investors put money into the same companies as {n}?", "title"),
        ("Who invested in the same startups as {n}?", "title"),
        ("Who are the other backers of the companies {n} invested in?", "title"),
        ("Who has co-invested in a company with {n}?", "title"),
        ("Who else funded the companies that {n} funded?", "title"),
    ],
    ("co_investors", "reworded", "en"): [
        ("Which investors sit on the same cap tables as {n}?", "title"),
        ("who shows up in the same deals as {n}", "lower"),
        ("Who has {n} syndicated with?", "title"),
        ("The investors who have a portfolio company in common with {n}", "title"),
        ("Find people who invested in at least one company {n} also invested in.", "title"),
        ("Name the investors {n} has shared a deal with.", "title"),
    ],
    ("co_investors", "plain", "ja"): [
        ("{n}と同じ企業に出資しているのは誰ですか", "title"),
        ("{n}が投資した会社に一緒に投資した人は誰？", "title"),
        ("{n}の投資先に投資しているほかの投資家は？", "title"),
        ("{n}と共同で出資したのは誰ですか", "title"),
    ],
    ("co_investors", "reworded", "ja"): [
        ("{n}と同じラウンドに入った投資家を教えて", "san"),
        ("{n}の出資先に名を連ねるほかの投資家は誰ですか", "title"),
        ("{n}と共同投資をしたことがある人を全員挙げてください", "san"),
        ("{n}が投資している企業の他の株主は誰？", "title"),
    ],
    # d. M <-attended- answer, answer has an invested_in edge
    ("investors_at_meeting", "plain", "en"): [
        ("Who among the attendees of {n} has invested in a company?", "title"),
        ("Which of the people at {n} are investors?", "title"),
        ("Who at {n} is an investor?", "title"),
        ("Which investors went to {n}?", "title"),
        ("Which investors participated in {n}?", "title"),
        ("Which investors sat in on {n}?", "title"),
    ],
    ("investors_at_meeting", "reworded", "en"): [
        ("{n} attendees who are investors", "short"),
        ("Any investors on the attendee list of {n}?", "short"),
        ("investors who came to {n}", "lower"),
        ("Who attending {n} has put money into a company?", "title"),
        ("Of everyone who was at {n}, who has made investments?", "short"),
        ("Show the investors among those who attended {n}.", "title"),
    ],
    ("investors_at_meeting", "plain", "ja"): [
        ("{n}の参加者の中で投資をしている人は誰ですか", "title"),
        ("{n}に同席した投資家を教えて", "title"),
        ("{n}に出た人で投資家なのは誰？", "title"),
        ("{n}には投資家の誰が出席しましたか", "title"),
    ],
    ("investors_at_meeting", "reworded", "ja"): [
        ("{n}の出席者で、どこかの会社に出資している人を挙げて", "title"),
        ("{n}にいた投資家って誰？", "title"),
        ("{n}に参加したメンバーのうち投資家はどなたですか", "title"),
        ("{n}：出席者の中の投資家を教えてください", "title"),
    ],
    # e. X -founded-> C <-advises- answer
    ("advisors_of_founded", "plain", "en"): [
        ("Who are the advisers to the companies {n} started?", "title"),
        ("Who acts as an advisor to the companies founded by {n}?", "title"),
        ("Who mentors the companies {n} launched?", "title"),
        ("Which people are advisors to the startups {n} founded?", "title"),
        ("Who advises the startups that {n} co-founded?", "title"),
        ("Who gives advice to the companies {n} established?", "title"),
    ],
    ("advisors_of_founded", "reworded", "en"): [
        ("{n} started a company; who advises it?", "title"),
        ("advisory board members of the startups {n} founded", "lower"),
        ("Whose advice do the companies founded by {n} rely on?", "title"),
        ("Find the advisors of any company where {n} is a founder.", "title"),
        ("Who are the companies {n} set up getting advice from?", "title"),
        ("List every advisor at firms {n} co-founded.", "title"),
    ],
    ("advisors_of_founded", "plain", "ja"): [
        ("{n}が立ち上げた会社の顧問は誰ですか", "title"),
        ("{n}が起業した会社に助言しているのは誰？", "title"),
        ("{n}の創業した会社のアドバイザーを教えて", "title"),
        ("{n}が設立した企業にアドバイスしている人は？", "title"),
    ],
    ("advisors_of_founded", "reworded", "ja"): [
        ("{n}が作った会社のアドバイザーって誰？", "san"),
        ("{n}が創業者の企業で顧問を務めている人を挙げてください", "title"),
        ("{n}が興したスタートアップに助言を与えているのはどなたですか", "title"),
        ("{n}が共同で立ち上げた会社の顧問を教えて", "san"),
    ],
    # e reverse. X -advises-> C <-founded- answer
    ("founders_of_advised", "plain", "en"): [
        ("Who started the companies {n} advises?", "title"),
        ("Who founded the companies {n} is an advisor to?", "title"),
        ("Who are the founders of the startups {n} mentors?", "title"),
        ("Which founders does {n} advise?", "title"),
        ("Who founded the companies that get advice from {n}?", "title"),
        ("Who co-founded the companies advised by {n}?", "title"),
    ],
    ("founders_of_advised", "reworded", "en"): [
        ("{n} advises some startups. Who founded them?", "title"),
        ("founders who have {n} on their advisory board", "lower"),
        ("Whose companies does {n} advise?", "title"),
        ("Which entrepreneurs turn to {n} for advice?", "title"),
        ("For every company {n} advises, name its founders.", "title"),
        ("The founders of the firms where {n} sits on the advisory board", "title"),
    ],
    ("founders_of_advised", "plain", "ja"): [
        ("{n}が助言している企業を創業したのは誰ですか", "title"),
        ("{n}が顧問を務めている会社を立ち上げたのは誰？", "title"),
        ("{n}がアドバイザーをしている会社の創業者を教えて", "title"),
        ("{n}の助言先を設立した人は？", "title"),
    ],
    ("founders_of_advised", "reworded", "ja"): [
        ("{n}がアドバイスしてる会社の創業者って誰？", "san"),
        ("{n}をアドバイザーに迎えた会社を創業したのは誰？", "title"),
        ("{n}に相談している起業家はどなたですか", "san"),
        ("{n}が顧問に入っているスタートアップの創業者は誰ですか", "title"),
    ],
    # f. X -invested_in-> C <-founded- F -attended-> answer (meetings)
    ("meetings_of_portfolio_founders", "plain", "en"): [
        ("What meetings have the founders of the companies {n} backed attended?", "title"),
        ("Which meetings were the founders of {n}'s portfolio companies at?", "title"),
        ("In which meetings did founders of companies {n} invested in take part?", "title"),
        ("Which meetings did the people who started the companies {n} financed attend?", "title"),
        ("What meetings did founders backed by {n} join?", "title"),
        ("Which meetings have been attended by founders of companies that {n} put money into?", "title"),
    ],
    ("meetings_of_portfolio_founders", "reworded", "en"): [
        ("{n} invested in some companies: which meetings did their founders go to?", "title"),
        ("Show me the meeting calendar of the founders in {n}'s portfolio.", "title"),
        ("meetings that founders of {n}-backed companies were in", "lower"),
        ("Which meetings had a founder of one of {n}'s portfolio companies in attendance?", "title"),
        ("Where did the founders of the startups {n} funded show up? List the meetings.", "title"),
        ("The meetings of founders whose companies {n} has a stake in", "title"),
    ],
    ("meetings_of_portfolio_founders", "plain", "ja"): [
        ("{n}が出資した企業の創業者が参加した会議はどれですか", "title"),
        ("{n}の投資した会社を創業した人が出席したミーティングは？", "title"),
        ("{n}が投資している会社の創業者はどの会議に出ましたか", "title"),
        ("{n}が支援した会社の創業者が出た会議を教えて", "title"),
    ],
    ("meetings_of_portfolio_founders", "reworded", "ja"): [
        ("{n}が投資したスタートアップの創業者って、どのミーティングに出てた？", "san"),
        ("{n}の出資先の創業者が顔を出した会議を挙げて", "title"),
        ("{n}から資金を受けた会社の創業者が同席した会議はどれですか", "san"),
        ("{n}の投資先企業を立ち上げた人たちが参加したミーティングを一覧で", "title"),
    ],
    # f reverse. M <-attended- F -founded-> C <-invested_in- answer
    ("investors_of_founders_at_meeting", "plain", "en"): [
        ("Who has invested in the companies of the founders who were at {n}?", "title"),
        ("Who backed the startups founded by people at {n}?", "title"),
        ("Which investors funded companies started by attendees of {n}?", "title"),
        ("Who financed the companies founded by the people who went to {n}?", "title"),
        ("Who are the investors of companies that {n} attendees founded?", "title"),
        ("Which people invested in the startups set up by those who took part in {n}?", "title"),
    ],
    ("investors_of_founders_at_meeting", "reworded", "en"): [
        ("Some founders were at {n}; who are the investors in their companies?", "short"),
        ("investors behind the companies of {n}'s attendees", "lower"),
        ("Look at who attended {n}, take the companies they founded, and tell me who invested in those.", "title"),
        ("Which investors are on the cap tables of companies founded by {n} participants?", "short"),
        ("For the founders in the room at {n}, name their companies' investors.", "title"),
        ("People with money in a company founded by someone who attended {n}", "title"),
    ],
    ("investors_of_founders_at_meeting", "plain", "ja"): [
        ("{n}に参加した創業者の会社に出資したのは誰ですか", "title"),
        ("{n}の参加者が設立した企業の投資家は？", "title"),
        ("{n}に出席した人が立ち上げた会社に投資しているのは誰？", "title"),
        ("{n}に出た人が創業した会社の出資者を教えて", "title"),
    ],
    ("investors_of_founders_at_meeting", "reworded", "ja"): [
        ("{n}に来てた起業家の会社って、誰が出資してるの？", "title"),
        ("{n}の出席者が起業した会社を支援している人を挙げてください", "title"),
        ("{n}に同席した創業者の企業へ投資したのはどなたですか", "title"),
        ("{n}の参加メンバーが作った会社の株主は誰？", "title"),
    ],
    # g. X -advises-> C <-works_at- answer
    ("staff_of_advised", "plain", "en"): [
        ("Who is employed by the companies {n} advises?", "title"),
        ("Who works at the startups that {n} mentors?", "title"),
        ("Which people work for the companies {n} is an advisor to?", "title"),
        ("Who are the staff of the companies advised by {n}?", "title"),
        ("Who is on the team at the companies {n} counsels?", "title"),
        ("Who has a job at the companies {n} advises?", "title"),
    ],
    ("staff_of_advised", "reworded", "en"): [
        ("employees of the firms that have {n} as an advisor", "lower"),
        ("Whose employer does {n} advise?", "title"),
        ("Show me the people at each startup where {n} sits on the advisory board.", "title"),
        ("Find everyone working at a company {n} gives advice to.", "title"),
        ("Team members of companies counselled by {n}", "title"),
        ("Who works somewhere {n} advises?", "title"),
    ],
    ("staff_of_advised", "plain", "ja"): [
        ("{n}が助言している企業に勤めているのは誰ですか", "title"),
        ("{n}がアドバイザーを務める会社で働く人は？", "title"),
        ("{n}が顧問をしている会社に所属している人を教えて", "title"),
        ("{n}のアドバイス先の会社の社員は誰？", "title"),
    ],
    ("staff_of_advised", "reworded", "ja"): [
        ("{n}が顧問やってる会社で働いてるのって誰？", "san"),
        ("{n}を顧問に迎えている企業の従業員を挙げてください", "title"),
        ("{n}が助言を与えている会社に在籍しているのはどなたですか", "san"),
        ("{n}がアドバイスしているスタートアップのメンバーを一覧で", "title"),
    ],
    # g reverse. X -works_at-> C <-advises- answer
    ("advisors_of_employer", "plain", "en"): [
        ("Who advises the company that {n} is employed by?", "title"),
        ("Which advisors does {n}'s employer have?", "title"),
        ("Who mentors the startup where {n} works?", "title"),
        ("Who is an advisor to the company {n} is employed at?", "title"),
        ("Who are the advisors of the firm {n} is part of?", "title"),
        ("Which people advise the companies where {n} has a job?", "title"),
    ],
    ("advisors_of_employer", "reworded", "en"): [
        ("{n} works at a startup; who are its advisors?", "title"),
        ("advisors of wherever {n} works", "lower"),
        ("Whose advice does {n}'s team rely on?", "title"),
        ("Find the advisory board of the company that employs {n}.", "title"),
        ("Who does {n}'s company turn to for advice?", "title"),
        ("List the outside advisors of {n}'s employer.", "title"),
    ],
    ("advisors_of_employer", "plain", "ja"): [
        ("{n}が勤める会社の顧問は誰ですか", "title"),
        ("{n}が在籍している会社に助言しているのは誰？", "title"),
        ("{n}の働いている企業にアドバイスしている人は？", "title"),
        ("{n}が所属している会社のアドバイザーを教えて", "title"),
    ],
    ("advisors_of_employer", "reworded", "ja"): [
        ("{n}の会社って誰が顧問してるの？", "san"),
        ("{n}が働く会社で顧問を務めている人を挙げてください", "title"),
        ("{n}の勤務先に助言を与えているのはどなたですか", "san"),
        ("{n}が籍を置くスタートアップのアドバイザーは誰？", "title"),
    ],
}

# What each round brought, for the report (tests/benchmarks/eval_world.py)
ROUND_NOTES = {
    1: "written next to the planner and tuned on its development third",
    2: "written blind (without the planner's lexicon or rules, never run before it was measured): other verbs and "
       "structures (whose, where X is a founder, cap tables, syndicates, X first as a topic, step-by-step "
       "requests); casual and polite Japanese, 創業者が X である, 株主, 名を連ねる, 顧問に迎える",
}
ROUNDS: dict[int, dict[tuple[str, str, str], list[Wording]]] = {1: WORDINGS, 2: WORDINGS_ROUND2}


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
    round: int = 1


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
                earlier: set[str] = set()
                for rnd, wordings in ROUNDS.items():
                    mine = wordings[(family.name, form, lang)]
                    for index, (template, variant) in enumerate(mine):
                        if template in earlier:
                            continue  # (never an earlier round's wording again, held out or not)
                        wording = f"{family.name}.{form}.{lang}.{index}" + (f".r{rnd}" if rnd > 1 else "")
                        for seed in seeds:
                            gold, bridges = answers[seed]
                            questions.append(ChainQuestion(
                                id=f"chains.{wording}:{seed}", language=lang, family=family.name, form=form,
                                wording=wording, split=split_of(index),
                                text=template.format(n=variants[seed][variant]), seed=seed,
                                steps=[list(s) for s in steps], gold=gold, bridges=bridges,
                                answer_type=family.answer_type, hops=len(family.steps), round=rnd))
                    earlier |= {t for t, _ in mine}
    return questions


def set_name(language: str, form: str, split: str, rnd: int = 1) -> str:
    """`chains <lang> <form> <split>` for the first round, with ` r<round>` after it for the later ones."""
    return f"chains {language} {form} {split}" + (f" r{rnd}" if rnd > 1 else "")


def chain_sets(questions: Iterable[ChainQuestion]) -> dict[str, list[ChainQuestion]]:
    """The questions grouped into `chains <lang> <form> <split>` (8 sets for the first round, the names the figures
    have always had) and then the same with ` r2` for the second round, each set in generation order."""
    sets: dict[str, list[ChainQuestion]] = {set_name(lang, form, split, rnd): [] for rnd in sorted(ROUNDS)
                                            for lang in LANGUAGES for form in FORMS for split in SPLITS}
    for q in questions:
        sets[set_name(q.language, q.form, q.split, q.round)].append(q)
    return sets


def summary(questions: list[ChainQuestion], pages: dict[str, dict] | None = None) -> dict:
    """Counts per family, language, form, split, round and set, seeds and mean gold / bridge sizes per family."""
    out: dict = {"questions": len(questions)}
    for key in ("family", "language", "form", "split", "round"):
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
