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

# A second round of wordings, written later (2026-12-01) without looking at the first round's held-out ones: more
# phenomena (contractions, split verbs, questions about the subject, stake / shares / bets, advisees, invitations,
# calls and sessions; Japanese particles and verbs the first round did not use). The same rule holds a third of them
# out (index 2, 5, 8, 11); a template the first round already has is skipped, so no held-out wording of the first
# round can come back as a development one.
WORDINGS_ROUND2: dict[tuple[str, str, str], list[Wording]] = {
    ("works_at", "into_entity", "en"): [
        ("Who's at {n}?", "title"), ("Which people work at {n}?", "short"), ("Show me {n}'s team.", "short"),
        ("who does {n} employ", "lower"), ("People employed by {n}", "title"),
        ("Tell me who works at {n}.", "title"),
        ("Who is part of {n}?", "short"), ("Members of the {n} team", "short"),
        ("Who has {n} hired?", "title"),
        ("Which employees does {n} have?", "title"), ("the {n} staff list", "lower"),
        ("Who are {n}'s engineers?", "short"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("Who employs {n}?", "title"), ("What company is {n} with?", "title"), ("{n} works where?", "title"),
        ("Which firm is {n} at?", "title"), ("{n}'s company", "title"),
        ("What organisation does {n} belong to?", "title"), ("where does {n} work these days", "lower"),
        ("Which employer does {n} have?", "title"), ("Tell me where {n} works.", "title"),
        ("{n} is employed by which company?", "title"), ("What firm does {n} work at?", "title"),
        ("Which team is {n} on?", "title"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Who has a stake in {n}?", "title"), ("{n}'s shareholders", "short"),
        ("Which investors backed {n}?", "title"),
        ("Who financed {n}?", "title"), ("who put money in {n}", "lower"),
        ("{n} was funded by whom?", "title"),
        ("Which VCs funded {n}?", "short"), ("Who are the backers behind {n}?", "title"),
        ("Show the investors in {n}.", "short"), ("Who owns shares of {n}?", "title"),
        ("Who bankrolled {n}?", "title"),
        ("List everyone who has invested in {n}.", "title"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("What has {n} invested in?", "title"), ("Where did {n} invest?", "title"), ("{n}'s bets", "title"),
        ("What did {n} back?", "title"), ("Companies {n} has a stake in", "title"),
        ("Which startups is {n} an investor in?", "title"), ("show {n}'s holdings", "lower"),
        ("What does {n}'s portfolio include?", "title"), ("Which companies did {n} put money into?", "title"),
        ("Name every company {n} funded.", "title"), ("Which firms has {n} financed?", "title"),
        ("Where has {n} put money?", "title"),
    ],
    ("advises", "into_entity", "en"): [
        ("Who mentors {n}?", "title"), ("Who counsels {n}?", "title"), ("{n}'s advisory board", "short"),
        ("Who sits on {n}'s advisory board?", "title"), ("Who gives {n} advice?", "title"),
        ("who is advising {n}", "lower"), ("Advisors at {n}", "short"), ("Which people advise {n}?", "title"),
        ("Who serves as an advisor to {n}?", "title"), ("Name {n}'s mentors.", "short"),
        ("Who coaches {n}?", "title"),
        ("Who has advised {n}?", "title"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("Who does {n} advise?", "title"), ("Which startups does {n} mentor?", "title"),
        ("{n} advises which companies?", "title"), ("Where does {n} serve as an advisor?", "title"),
        ("What companies has {n} advised?", "title"), ("Which companies is {n} an adviser to?", "title"),
        ("list the companies {n} mentors", "lower"), ("Companies advised by {n}", "title"),
        ("Whom does {n} counsel?", "title"), ("Which firms does {n} coach?", "title"),
        ("{n}'s advisees", "title"),
        ("What does {n} mentor?", "title"),
    ],
    ("founded", "into_entity", "en"): [
        ("Who created {n}?", "title"), ("Who co-founded {n}?", "title"), ("Who launched {n}?", "short"),
        ("{n} was started by whom?", "title"), ("Who built {n}?", "title"),
        ("Who are the co-founders of {n}?", "title"), ("{n}'s founding team", "short"),
        ("who founded {n}", "lower"),
        ("Name the people who started {n}.", "title"), ("Who set {n} up?", "title"),
        ("By whom was {n} created?", "title"), ("Which people founded {n}?", "short"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("What did {n} found?", "title"), ("What has {n} started?", "title"),
        ("Which startup did {n} co-found?", "title"), ("What did {n} launch?", "title"),
        ("Companies started by {n}", "title"), ("Which company was founded by {n}?", "title"),
        ("what companies has {n} created", "lower"), ("Which firm did {n} establish?", "title"),
        ("Name the startups {n} co-founded.", "title"), ("What company is {n} the founder of?", "title"),
        ("Which ventures did {n} start?", "title"), ("What did {n} build?", "title"),
    ],
    ("attended", "into_entity", "en"): [
        ("Who attended {n}?", "title"), ("Who went to {n}?", "title"), ("Who was present at {n}?", "title"),
        ("Who took part in {n}?", "title"), ("{n} participants", "short"), ("Who sat in on {n}?", "title"),
        ("who came to {n}", "lower"), ("Who was in {n}?", "title"), ("People at {n}", "title"),
        ("Which people were at {n}?", "title"), ("Who was invited to {n}?", "title"),
        ("List everyone who joined {n}.", "title"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("What meetings did {n} go to?", "title"), ("Which calls was {n} on?", "title"),
        ("Meetings {n} attended", "title"), ("What events did {n} attend?", "title"),
        ("Which meetings was {n} in?", "title"), ("list the meetings with {n}", "lower"),
        ("Which sessions did {n} join?", "title"), ("What has {n} attended?", "title"),
        ("Show {n}'s meetings.", "title"), ("Where was {n} present?", "title"),
        ("Which meetings has {n} been to?", "title"), ("What did {n} sit in on?", "title"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}の従業員は？", "title"), ("{n}に勤めている人を教えて", "title"), ("{n}に在籍しているのは誰？", "title"),
        ("{n}のスタッフを挙げて", "title"), ("{n}で働く人は誰ですか", "title"), ("{n}にいる人は誰？", "title"),
        ("{n}のチームのメンバーは？", "title"), ("{n}に勤務しているのは誰ですか", "title"),
        ("誰が{n}で働いている？", "title"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}の所属は？", "san"), ("{n}はどこに勤めている？", "title"), ("{n}の会社はどこ？", "title"),
        ("{n}はどの会社の社員？", "title"), ("{n}が働いている会社を教えて", "san"), ("{n}の職場は？", "title"),
        ("{n}はどこに所属していますか", "title"), ("{n}の所属先を教えて", "title"),
        ("{n}はどこの会社で働いていますか", "san"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}の株主は誰？", "title"), ("{n}に投資した人は？", "title"), ("{n}に出資している投資家を挙げて", "title"),
        ("誰が{n}に投資した？", "title"), ("{n}の出資元は？", "title"), ("{n}への投資家を教えて", "title"),
        ("{n}に資金を出したのは誰？", "title"), ("{n}を支援している投資家は？", "title"),
        ("{n}に出資した人物を教えて", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}が出資した会社は？", "san"), ("{n}の出資先を教えて", "title"), ("{n}はどこに出資した？", "title"),
        ("{n}が支援している会社は？", "title"), ("{n}の投資したスタートアップは？", "title"),
        ("{n}が株主になっている会社は？", "title"), ("{n}はどの企業に出資していますか", "san"),
        ("{n}が投資している会社を挙げて", "title"), ("{n}が資金を出した会社は？", "title"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}に助言しているのは誰？", "title"), ("{n}のメンターは？", "title"), ("{n}の相談役は誰ですか", "title"),
        ("誰が{n}の顧問？", "title"), ("{n}にアドバイスしている人を教えて", "title"),
        ("{n}のアドバイザーを挙げて", "title"),
        ("{n}の顧問を務める人物は？", "title"), ("{n}に助言した人は誰？", "title"),
        ("{n}のアドバイザーは誰ですか", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}が顧問をしている会社は？", "san"), ("{n}はどこの顧問？", "title"),
        ("{n}がアドバイザーを務める企業は？", "title"),
        ("{n}のアドバイス先を教えて", "title"), ("{n}が助言している企業を挙げて", "title"),
        ("{n}はどの会社にアドバイスしていますか", "san"), ("{n}がメンターを務める会社は？", "title"),
        ("{n}の顧問先は？", "title"), ("{n}が顧問を務めている会社を教えて", "title"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}を創業したのは誰？", "title"), ("{n}の創設者は？", "title"), ("{n}を作ったのは誰？", "title"),
        ("{n}を起業したのは誰ですか", "title"), ("{n}の設立者を教えて", "title"), ("{n}を立ち上げた人は？", "title"),
        ("{n}のファウンダーは誰？", "title"), ("誰が{n}を創業した？", "title"),
        ("{n}を共同で創業したのは誰？", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}が立ち上げた会社は？", "san"), ("{n}が設立した企業を教えて", "title"), ("{n}の起業した会社は？", "title"),
        ("{n}が作った会社は？", "title"), ("{n}はどの会社の創業者？", "title"),
        ("{n}が創業したスタートアップを挙げて", "san"),
        ("{n}はどんな会社を立ち上げましたか", "title"), ("{n}が共同創業した会社は？", "title"),
        ("{n}の創業した会社を挙げて", "title"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}に出たのは誰？", "title"), ("{n}には誰が参加した？", "title"), ("{n}に同席したのは誰？", "title"),
        ("{n}の参加メンバーは？", "title"), ("{n}にいたのは誰？", "title"), ("誰が{n}に出席した？", "title"),
        ("{n}に来たのは誰ですか", "title"), ("{n}の出席メンバーを教えて", "title"),
        ("{n}に参加した人を挙げて", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}が参加した会議は？", "san"), ("{n}はどの会議に出た？", "title"), ("{n}の出席した会議を挙げて", "title"),
        ("{n}が同席したミーティングは？", "title"), ("{n}が出た打ち合わせは？", "title"),
        ("{n}はどのミーティングに参加しましたか", "san"), ("{n}が出席したミーティングを教えて", "title"),
        ("{n}が参加した打ち合わせを挙げて", "title"), ("{n}はどの会議に出席した？", "title"),
    ],
}
# A third round (2026-12-01, later the same day), written before the planner saw it: politeness and padding ("can
# you tell me", "please", "I'd like to know"), the entity first as a topic ("At Acme, who ..."), "currently" and
# "these days", curly apostrophes, casual and polite Japanese (って誰, でしょうか, いらっしゃる), topic-first Japanese
# (Acmeについて、...), other nouns (在籍者, 会合, 出資企業). A third held out as before.
WORDINGS_ROUND3: dict[tuple[str, str, str], list[Wording]] = {
    ("works_at", "into_entity", "en"): [
        ("Can you tell me who works at {n}?", "title"), ("At {n}, who is on staff?", "short"),
        ("Who currently works for {n}?", "title"), ("I'd like to know who {n} employs.", "title"),
        ("{n}\u2019s staff, please", "short"), ("who are the people working at {n} these days", "lower"),
        ("Please list {n} employees.", "short"), ("Who does {n} have on its team?", "title"),
        ("Which people are employed by {n}?", "title"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("Can you tell me where {n} works?", "title"), ("Where is {n} working these days?", "title"),
        ("{n} \u2014 which company?", "title"), ("Who is {n}\u2019s current employer?", "title"),
        ("Please tell me which company {n} works for.", "title"), ("where does {n} currently work", "lower"),
        ("I'd like to know {n}'s employer.", "title"), ("Which organisation employs {n}?", "title"),
        ("What firm employs {n}?", "title"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Can you tell me who invested in {n}?", "title"), ("At {n}, who are the investors?", "short"),
        ("Who has invested money in {n}?", "title"), ("I'd like to know who backs {n}.", "title"),
        ("{n}\u2019s investors, please", "short"), ("who funds {n} these days", "lower"),
        ("Please list the backers of {n}.", "short"), ("Which investors put money into {n}?", "title"),
        ("Who are the shareholders of {n}?", "title"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("Can you tell me what {n} invested in?", "title"), ("Which companies does {n} currently back?", "title"),
        ("{n} \u2014 which investments?", "title"), ("What companies has {n} funded?", "title"),
        ("Please list {n}\u2019s portfolio.", "title"), ("what startups has {n} backed", "lower"),
        ("I'd like to know where {n} has invested.", "title"), ("In which companies does {n} hold a stake?", "title"),
        ("Which businesses did {n} invest in?", "title"),
    ],
    ("advises", "into_entity", "en"): [
        ("Can you tell me who advises {n}?", "title"), ("At {n}, who are the advisors?", "short"),
        ("Who currently advises {n}?", "title"), ("I'd like to know who mentors {n}.", "title"),
        ("{n}\u2019s advisers, please", "short"), ("who advises {n} these days", "lower"),
        ("Please list the advisors of {n}.", "short"), ("Who is on the advisory board of {n}?", "title"),
        ("Which mentors does {n} have?", "title"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("Can you tell me which companies {n} advises?", "title"), ("Which companies is {n} advising?", "title"),
        ("{n} \u2014 which advisory roles?", "title"), ("What startups does {n} mentor?", "title"),
        ("Please list the companies {n} advises.", "title"), ("which companies does {n} currently advise", "lower"),
        ("I'd like to know whom {n} advises.", "title"), ("Which companies have {n} as an advisor?", "title"),
        ("Where is {n} a mentor?", "title"),
    ],
    ("founded", "into_entity", "en"): [
        ("Can you tell me who founded {n}?", "title"), ("At {n}, who are the founders?", "short"),
        ("Who originally founded {n}?", "title"), ("I'd like to know who started {n}.", "title"),
        ("{n}\u2019s founders, please", "short"), ("who started {n} back then", "lower"),
        ("Please list the founders of {n}.", "short"), ("Who founded the company {n}?", "title"),
        ("Which people co-founded {n}?", "title"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("Can you tell me what {n} founded?", "title"), ("Which companies has {n} founded?", "title"),
        ("{n} \u2014 which company did they start?", "title"), ("What startup did {n} create?", "title"),
        ("Please list the companies {n} founded.", "title"), ("what company did {n} start", "lower"),
        ("I'd like to know which startup {n} founded.", "title"), ("Which business did {n} co-found?", "title"),
        ("Which companies were started by {n}?", "title"),
    ],
    ("attended", "into_entity", "en"): [
        ("Can you tell me who attended {n}?", "title"), ("At {n}, who was there?", "title"),
        ("Who actually attended {n}?", "title"), ("I'd like to know who was at {n}.", "title"),
        ("{n}\u2019s attendees, please", "short"), ("who was at {n} that day", "lower"),
        ("Please list the participants of {n}.", "title"), ("Who took part in the {n}?", "title"),
        ("Which people attended {n}?", "title"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("Can you tell me which meetings {n} attended?", "title"), ("Which meetings did {n} go to?", "title"),
        ("{n} \u2014 which meetings?", "title"), ("What meetings has {n} taken part in?", "title"),
        ("Please list the meetings {n} attended.", "title"), ("which meetings was {n} at", "lower"),
        ("I'd like to know which calls {n} joined.", "title"), ("Which meetings did {n} participate in?", "title"),
        ("What sessions has {n} attended?", "title"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}の社員って誰？", "title"), ("{n}について、在籍者を教えてください", "title"),
        ("{n}で働いている方はどなたですか", "title"),
        ("{n}に勤めているのは誰でしょうか", "title"), ("{n}の在籍者は？", "title"),
        ("{n}にいらっしゃる社員を教えて", "title"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}ってどこで働いてるの？", "title"), ("{n}について、勤務先を教えてください", "san"),
        ("{n}の勤務先はどこでしょうか", "san"),
        ("{n}はどちらにお勤めですか", "san"), ("{n}の所属企業は？", "title"),
        ("{n}はどの会社に在籍していますか", "title"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}の出資者って誰？", "title"), ("{n}について、投資家を教えてください", "title"),
        ("{n}に出資した方はどなたですか", "title"),
        ("{n}に投資したのは誰でしょうか", "title"), ("{n}の主な株主は？", "title"),
        ("{n}に出資しているのはどなた？", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}ってどこに投資してるの？", "title"), ("{n}について、投資先を教えてください", "san"),
        ("{n}の出資企業はどこでしょうか", "title"),
        ("{n}が出資している企業は？", "san"), ("{n}の投資先企業を挙げて", "title"),
        ("{n}はどの会社に投資していますか", "title"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}の顧問って誰？", "title"), ("{n}について、アドバイザーを教えてください", "title"),
        ("{n}に助言している方はどなたですか", "title"),
        ("{n}の顧問は誰でしょうか", "title"), ("{n}のアドバイザー陣は？", "title"),
        ("{n}を支える顧問を教えて", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}ってどこの顧問なの？", "title"), ("{n}について、顧問先を教えてください", "san"),
        ("{n}が顧問を務めているのはどの会社でしょうか", "san"),
        ("{n}がアドバイスしている企業は？", "title"), ("{n}が助言している会社を挙げて", "title"),
        ("{n}はどの企業のアドバイザーですか", "title"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}の創業者って誰？", "title"), ("{n}について、創業者を教えてください", "title"),
        ("{n}を創業された方はどなたですか", "title"),
        ("{n}を設立したのは誰でしょうか", "title"), ("{n}の創業メンバーは？", "title"),
        ("{n}を立ち上げたのはどなた？", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}って何の会社を作ったの？", "title"), ("{n}について、創業した会社を教えてください", "san"),
        ("{n}が設立したのはどの会社でしょうか", "title"),
        ("{n}が創業した企業は？", "san"), ("{n}が起業した会社を挙げて", "title"),
        ("{n}はどの会社を創業しましたか", "title"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}の参加者って誰？", "title"), ("{n}について、出席者を教えてください", "title"),
        ("{n}に出席された方はどなたですか", "title"),
        ("{n}に参加したのは誰でしょうか", "title"), ("{n}の出席者一覧は？", "title"),
        ("{n}に顔を出したのはどなた？", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}ってどの会議に出たの？", "title"), ("{n}について、出席した会議を教えてください", "san"),
        ("{n}が参加したのはどの会議でしょうか", "title"),
        ("{n}が出席した会合は？", "san"), ("{n}が参加した会議を挙げて", "title"),
        ("{n}はどの打ち合わせに出席しましたか", "title"),
    ],
}
# A fourth round (2026-12-01, a new session), written before the planner saw it: "who all", "any idea", roster,
# capital / a piece of / shares / funding round, turning to someone for advice, guidance, in the room / on the call,
# "in attendance", questions ending in the wh-word ("{n} works at which company?"); Japanese 一覧で, どなた, 籍を置く,
# 資金を提供, 株を持つ, 興す, 生みの親, 顔を出す, どこの会社の人. A third held out as before.
WORDINGS_ROUND4: dict[tuple[str, str, str], list[Wording]] = {
    ("works_at", "into_entity", "en"): [
        ("Who all works at {n}?", "title"), ("Find the people employed by {n}.", "short"),
        ("Who's on {n}'s payroll?", "title"),
        ("{n} employees?", "short"), ("Any idea who works for {n}?", "title"),
        ("Who are {n}'s staff members?", "title"),
        ("Show the {n} roster.", "short"), ("Which of our contacts work at {n}?", "title"),
        ("who is currently employed by {n}", "lower"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("{n} works at which company?", "title"), ("Who is {n} employed by?", "title"),
        ("Where's {n} working now?", "title"),
        ("Find {n}'s employer.", "title"), ("what company does {n} work for", "lower"),
        ("Which organisation is {n} part of?", "title"),
        ("Employer of {n}?", "title"), ("Which company pays {n}?", "title"),
        ("At which company does {n} work?", "title"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Who has put capital into {n}?", "title"), ("Investors behind {n}?", "short"),
        ("Which backers does {n} have?", "title"),
        ("Who owns a piece of {n}?", "title"), ("Find the investors of {n}.", "short"),
        ("who has money in {n}", "lower"),
        ("Who participated in {n}'s funding round?", "title"), ("Who is an investor in {n}?", "title"),
        ("Who were the early investors in {n}?", "title"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("What companies is {n} invested in?", "title"), ("{n} invested in which startups?", "title"),
        ("Where does {n} have money?", "title"),
        ("Show me what {n} has backed.", "title"), ("Which companies count {n} as an investor?", "title"),
        ("What are {n}'s investments?", "title"),
        ("Startups funded by {n}", "title"), ("which companies has {n} put capital into", "lower"),
        ("Name the companies in which {n} holds shares.", "title"),
    ],
    ("advises", "into_entity", "en"): [
        ("Who is an adviser to {n}?", "title"), ("Find the advisors of {n}.", "short"),
        ("Who does {n} turn to for advice?", "title"),
        ("Advisers of {n}?", "short"), ("Who are the mentors of {n}?", "title"),
        ("Which people sit on {n}'s advisory board?", "title"),
        ("who advised {n}", "lower"), ("Who serves on the advisory board at {n}?", "title"),
        ("Who provides guidance to {n}?", "title"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("{n} is an advisor to which companies?", "title"), ("Which companies get advice from {n}?", "title"),
        ("Whom does {n} mentor?", "title"),
        ("Find the companies {n} advises.", "title"), ("What does {n} serve as an advisor for?", "title"),
        ("Which advisory boards does {n} sit on?", "title"),
        ("companies that {n} advises", "lower"), ("Where does {n} advise?", "title"),
        ("Who gets advice from {n}?", "title"),
    ],
    ("founded", "into_entity", "en"): [
        ("Who are {n}'s co-founders?", "title"), ("Find the founders of {n}.", "short"),
        ("Who was {n} founded by?", "title"),
        ("Founders of {n}?", "short"), ("Who started up {n}?", "title"),
        ("which people started {n}", "lower"),
        ("Who is the founder of {n}?", "title"), ("Name the people who co-founded {n}.", "title"),
        ("Who founded the startup {n}?", "title"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("What did {n} co-found?", "title"), ("{n} founded which company?", "title"),
        ("Which company did {n} start up?", "title"),
        ("Find the startups {n} founded.", "title"), ("What companies were co-founded by {n}?", "title"),
        ("What is {n} the founder of?", "title"),
        ("startups started by {n}", "lower"), ("Which companies has {n} launched?", "title"),
        ("Which startup was {n} a co-founder of?", "title"),
    ],
    ("attended", "into_entity", "en"): [
        ("Who were the attendees at {n}?", "title"), ("Find who attended {n}.", "title"),
        ("Who was in the room for {n}?", "title"),
        ("Attendees of {n}?", "short"), ("Who joined {n}?", "title"),
        ("which people took part in {n}", "lower"),
        ("Who participated in {n}?", "title"), ("Who came to the {n}?", "title"),
        ("Who was on the call for {n}?", "title"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("Which meetings did {n} join?", "title"), ("Meetings attended by {n}?", "title"),
        ("What meetings was {n} part of?", "title"),
        ("Find the meetings {n} was in.", "title"), ("Which calls did {n} attend?", "title"),
        ("what did {n} attend", "lower"),
        ("Which meetings had {n} in attendance?", "title"), ("{n} attended which meetings?", "title"),
        ("What meetings has {n} sat in on?", "title"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}に勤めているのはどなた？", "title"), ("{n}の社員を一覧で教えて", "title"),
        ("{n}で働いているメンバーは誰？", "title"),
        ("{n}の所属メンバーを挙げて", "title"), ("{n}にはどんな人が勤めていますか", "title"),
        ("{n}に籍を置いているのは誰？", "title"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}はどこの会社の人？", "title"), ("{n}の勤務先を教えてください", "title"),
        ("{n}はどこに勤務していますか", "san"),
        ("{n}の働いている会社は？", "title"), ("{n}が所属している会社はどこ？", "san"),
        ("{n}はどの企業で働いていますか", "title"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}に出資したのはどなた？", "title"), ("{n}の投資家を一覧で教えて", "title"),
        ("{n}に資金を提供したのは誰？", "title"),
        ("{n}に投資している投資家は？", "title"), ("{n}の出資者は誰ですか", "title"),
        ("{n}の株を持っているのは誰？", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}はどの企業に投資しましたか", "san"), ("{n}の投資先を一覧で教えて", "title"),
        ("{n}が資金を提供した会社は？", "title"),
        ("{n}が出資した企業を挙げて", "title"), ("{n}はどこに投資しているの？", "title"),
        ("{n}が株を持っている会社は？", "san"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}の顧問はどなた？", "title"), ("{n}のアドバイザーを一覧で教えて", "title"),
        ("{n}に助言を与えているのは誰？", "title"),
        ("{n}にアドバイスしているのは誰ですか", "title"), ("{n}のメンターを教えて", "title"),
        ("{n}の顧問を務めているのはどなたですか", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}はどこの会社に助言していますか", "san"), ("{n}の顧問先を一覧で教えて", "title"),
        ("{n}がアドバイスを与えている企業は？", "title"),
        ("{n}がアドバイザーをしている会社は？", "title"), ("{n}はどの企業の顧問ですか", "san"),
        ("{n}がメンターをしている会社を挙げて", "title"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}を作ったのはどなた？", "title"), ("{n}の創業者を一覧で教えて", "title"),
        ("{n}を興したのは誰？", "title"),
        ("{n}の創業メンバーを教えて", "title"), ("{n}を設立した人物は？", "title"),
        ("{n}の生みの親は誰？", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}はどの会社を立ち上げましたか", "san"), ("{n}が創業した会社を一覧で教えて", "title"),
        ("{n}が興した会社は？", "title"),
        ("{n}が設立した会社を挙げて", "title"), ("{n}はどんな会社を創業したの？", "title"),
        ("{n}が創設した企業は？", "san"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}に出席したのはどなた？", "title"), ("{n}の参加者を一覧で教えて", "title"),
        ("{n}に顔を出した人は？", "title"),
        ("{n}の出席者は誰ですか", "title"), ("{n}に参加していた人を教えて", "title"),
        ("{n}に同席していたのは誰？", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}はどの会議に顔を出しましたか", "san"), ("{n}が出席した会議を一覧で教えて", "title"),
        ("{n}が同席した打ち合わせは？", "title"),
        ("{n}が参加したミーティングを挙げて", "title"), ("{n}はどんな会議に出ていましたか", "title"),
        ("{n}が出た会議はどれ？", "san"),
    ],
}
# A fifth round (2026-12-01, the same session, after the fourth was tuned), written before the planner saw it:
# yes / no questions ("Does Acme have investors?"), "tell me about", contractions (who's, where'd, what's),
# labels after a dash ("Acme - portfolio"), list nouns (headcount, cap table, attendee list); Japanese 全員 / 全部,
# 一覧 as a bare noun phrase, へ for に, 誰が before the verb, a name with no particle (Acme所属の人). A third held out.
WORDINGS_ROUND5: dict[tuple[str, str, str], list[Wording]] = {
    ("works_at", "into_entity", "en"): [
        ("Does {n} have any employees?", "title"), ("Who is working at {n} right now?", "title"),
        ("I need a list of people at {n}.", "short"),
        ("{n} headcount", "short"), ("Who's employed at {n}?", "title"), ("Tell me about the people at {n}.", "title"),
        ("Which persons are on {n}'s staff?", "title"), ("Who does {n} pay?", "title"),
        ("who's on the team at {n}", "lower"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("Where'd {n} work?", "title"), ("Does {n} work for a company?", "title"), ("What's {n}'s company?", "title"),
        ("Which organisation pays {n}'s salary?", "title"), ("For which company does {n} work?", "title"),
        ("Where is {n} on staff?", "title"),
        ("{n} - employer", "title"), ("What business is {n} at?", "title"), ("Who's {n} working for?", "title"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Does {n} have investors?", "title"), ("What's {n}'s cap table?", "title"),
        ("Who are the angels in {n}?", "title"),
        ("Who's backed {n}?", "title"), ("{n} backers list", "short"), ("Tell me about the investors in {n}.", "title"),
        ("Who funded {n} originally?", "title"), ("Which people hold equity in {n}?", "title"),
        ("who's financing {n}", "lower"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("Has {n} invested in any companies?", "title"), ("What does {n} own shares in?", "title"),
        ("Which startups has {n} funded?", "title"),
        ("Where'd {n} invest?", "title"), ("Tell me about {n}'s investments.", "title"), ("{n} - portfolio", "title"),
        ("Which companies got money from {n}?", "title"), ("What has {n} backed so far?", "title"),
        ("Which companies has {n} taken a stake in?", "title"),
    ],
    ("advises", "into_entity", "en"): [
        ("Does {n} have any advisors?", "title"), ("Who's advising {n}?", "title"),
        ("Tell me about {n}'s advisors.", "title"),
        ("Who is {n} advised by?", "title"), ("{n} board of advisors", "short"), ("Who mentors the {n} team?", "short"),
        ("Who acts as an advisor to {n}?", "title"), ("Which people give advice to {n}?", "title"),
        ("who counsels {n}", "lower"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("Does {n} advise any companies?", "title"), ("Who's {n} advising?", "title"),
        ("Tell me about {n}'s advisory work.", "title"),
        ("Which companies has {n} mentored?", "title"), ("{n} - advisory roles", "title"),
        ("Which startups get mentoring from {n}?", "title"),
        ("What companies is {n} advising?", "title"), ("Which companies does {n} give advice to?", "title"),
        ("which startups does {n} counsel", "lower"),
    ],
    ("founded", "into_entity", "en"): [
        ("Who founded {n} and when?", "title"), ("Who's the founder of {n}?", "title"),
        ("Tell me about the founders of {n}.", "title"),
        ("Who were {n}'s founders?", "title"), ("{n} founding team", "short"), ("Who is {n} founded by?", "title"),
        ("Which people launched {n}?", "title"), ("Who established the company {n}?", "title"),
        ("who created {n}", "lower"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("Has {n} founded a company?", "title"), ("What's {n}'s startup called?", "title"),
        ("Tell me about the companies {n} founded.", "title"),
        ("Which companies did {n} create?", "title"), ("{n} - founded companies", "title"),
        ("What has {n} launched?", "title"),
        ("Which startups did {n} establish?", "title"), ("What did {n} start up?", "title"),
        ("which companies has {n} started", "lower"),
    ],
    ("attended", "into_entity", "en"): [
        ("Who was at the {n}?", "title"), ("Who's attended {n}?", "title"),
        ("Tell me about the attendees of {n}.", "title"),
        ("Who showed up at {n}?", "title"), ("{n} attendee list", "short"), ("Who attended the {n}?", "title"),
        ("Which people were in {n}?", "title"), ("Who was present for {n}?", "title"),
        ("who participated in {n}", "lower"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("Did {n} attend any meetings?", "title"), ("What meetings has {n} been in?", "title"),
        ("Tell me about the meetings {n} attended.", "title"),
        ("Which meetings has {n} joined?", "title"), ("{n} - meetings attended", "title"),
        ("Which events was {n} at?", "title"),
        ("What calls has {n} been on?", "title"), ("Which meetings did {n} show up to?", "title"),
        ("which sessions did {n} attend", "lower"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}の社員を全員教えて", "title"), ("{n}にはどなたが在籍していますか", "title"),
        ("{n}で働いてる人って誰？", "title"),
        ("{n}所属の人は？", "title"), ("{n}のスタッフは誰ですか", "title"), ("{n}の中の人は誰？", "title"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}はどこの社員ですか", "title"), ("{n}の勤め先はどこですか", "san"), ("{n}が勤務している企業は？", "title"),
        ("{n}ってどこの会社？", "title"), ("{n}はどちらの会社にお勤めですか", "san"),
        ("{n}の所属している組織は？", "title"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}には誰が出資していますか", "title"), ("{n}の投資家って誰？", "title"),
        ("{n}に投資した投資家を全員教えて", "title"),
        ("{n}の出資者一覧", "title"), ("{n}へ出資したのは誰ですか", "title"), ("{n}の株主を教えてください", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}の投資先ってどこ？", "san"), ("{n}はどんな会社に投資していますか", "title"),
        ("{n}が投資した会社を全部教えて", "title"),
        ("{n}の出資先一覧", "title"), ("{n}はどこへ出資した？", "title"),
        ("{n}が出資しているスタートアップは？", "san"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}には誰が助言していますか", "title"), ("{n}の顧問って誰ですか", "title"),
        ("{n}のアドバイザーを全員教えて", "title"),
        ("{n}の顧問一覧", "title"), ("{n}へ助言しているのは誰？", "title"), ("{n}のメンターは誰ですか", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}の顧問先ってどこ？", "san"), ("{n}はどんな会社に助言していますか", "title"),
        ("{n}がアドバイスしている会社を全部教えて", "title"),
        ("{n}の助言先一覧", "title"), ("{n}はどこの顧問を務めていますか", "san"),
        ("{n}がメンターになっている会社は？", "title"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}は誰が創業しましたか", "title"), ("{n}の創業者はどなたですか", "title"),
        ("{n}の創業メンバーを全員教えて", "title"),
        ("{n}の創業者一覧", "title"), ("{n}は誰が立ち上げたの？", "title"), ("{n}を創ったのは誰？", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}が創業した会社ってどこ？", "san"), ("{n}はどんな会社を設立しましたか", "title"),
        ("{n}が立ち上げた会社を全部教えて", "title"),
        ("{n}の創業企業一覧", "title"), ("{n}はどこを創業した？", "title"), ("{n}が共同で設立した会社は？", "san"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}には誰が出席していましたか", "title"), ("{n}の出席者って誰だった？", "title"),
        ("{n}の参加者を全員教えて", "title"),
        ("{n}の出席者一覧", "title"), ("{n}へ参加したのは誰？", "title"), ("{n}に来ていた人は？", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}が出た会議ってどれ？", "san"), ("{n}はどんなミーティングに参加しましたか", "title"),
        ("{n}が出席した会議を全部教えて", "title"),
        ("{n}の参加会議一覧", "title"), ("{n}はどこの会議に出た？", "title"),
        ("{n}が参加していた打ち合わせは？", "san"),
    ],
}
# A sixth round (2026-12-01, the same session), written after a pass that gave the lexicon the vocabulary of each
# relation in both languages (the fourth round's held-out third was no longer unseen after it); measured on
# arrival before anything was tuned to it: the honest figure for wordings nobody tuned to. A third held out.
WORDINGS_ROUND6: dict[tuple[str, str, str], list[Wording]] = {
    ("works_at", "into_entity", "en"): [
        ("Who are the employees at {n}?", "title"), ("Staff at {n}?", "short"),
        ("Who is employed by {n} at the moment?", "title"),
        ("Which people does {n} employ?", "title"), ("List {n}'s workforce.", "short"),
        ("Who works there, at {n}?", "title"),
        ("Who are the current employees of {n}?", "title"), ("People who work at {n}", "lower"),
        ("Who is on the {n} payroll?", "short"),
    ],
    ("works_at", "out_of_entity", "en"): [
        ("Where is {n} employed these days?", "title"), ("{n}: employer?", "title"),
        ("Which company does {n} work at?", "title"),
        ("Where does {n} have a job?", "title"), ("What's the name of {n}'s employer?", "title"),
        ("{n} is at which firm?", "title"),
        ("What company employs {n} now?", "title"), ("who is {n}'s employer", "lower"),
        ("Which company has {n} on staff?", "title"),
    ],
    ("invested_in", "into_entity", "en"): [
        ("Who put money into {n}?", "title"), ("Investors in {n}?", "short"), ("Who invested money in {n}?", "title"),
        ("Which people are investors in {n}?", "title"), ("Who are {n}'s backers?", "title"),
        ("who holds a stake in {n}", "lower"),
        ("Which investors does {n} have?", "title"), ("Who provided funding to {n}?", "title"),
        ("Who are the financial backers of {n}?", "title"),
    ],
    ("invested_in", "out_of_entity", "en"): [
        ("Where has {n} invested?", "title"), ("{n}'s investment portfolio", "title"),
        ("What companies did {n} invest in?", "title"),
        ("Which startups received money from {n}?", "title"), ("List the companies {n} has invested in.", "title"),
        ("What does {n} have stakes in?", "title"),
        ("Which companies has {n} funded so far?", "title"), ("companies backed by {n}", "lower"),
        ("What businesses has {n} backed?", "title"),
    ],
    ("advises", "into_entity", "en"): [
        ("Who are {n}'s advisers?", "title"), ("Advisory board of {n}?", "short"),
        ("Who advises the {n} team?", "short"),
        ("Which people are advisors to {n}?", "title"), ("Who has been advising {n}?", "title"),
        ("who are the mentors at {n}", "lower"),
        ("Who is on {n}'s board of advisors?", "title"), ("Which advisors does {n} have?", "title"),
        ("Who does {n} get advice from?", "title"),
    ],
    ("advises", "out_of_entity", "en"): [
        ("What companies does {n} advise?", "title"), ("{n}'s advisory positions", "title"),
        ("Which firms does {n} advise?", "title"),
        ("Where has {n} been an advisor?", "title"), ("List the startups {n} mentors.", "title"),
        ("Which companies is {n} on the advisory board of?", "title"),
        ("Which companies count {n} as an advisor?", "title"), ("what companies has {n} mentored", "lower"),
        ("To which companies is {n} an advisor?", "title"),
    ],
    ("founded", "into_entity", "en"): [
        ("Who was the founder of {n}?", "title"), ("Founding team of {n}?", "short"),
        ("Who started the company {n}?", "title"),
        ("Who were the people who founded {n}?", "title"), ("Who is credited with founding {n}?", "title"),
        ("who co-founded {n}", "lower"),
        ("Which founders does {n} have?", "title"), ("Who launched the startup {n}?", "title"),
        ("Who are the people behind {n}?", "title"),
    ],
    ("founded", "out_of_entity", "en"): [
        ("Which company was started by {n}?", "title"), ("{n}'s founded companies", "title"),
        ("What startup did {n} found?", "title"),
        ("Which companies has {n} co-founded?", "title"), ("What did {n} establish?", "title"),
        ("which company was {n} a founder of", "lower"),
        ("Name the company {n} started.", "title"), ("What ventures has {n} founded?", "title"),
        ("Which startups have {n} as a founder?", "title"),
    ],
    ("attended", "into_entity", "en"): [
        ("Who was at the meeting {n}?", "title"), ("Participants in {n}?", "short"),
        ("Who were the participants at {n}?", "title"),
        ("Which people attended the {n}?", "title"), ("Who was present during {n}?", "title"),
        ("who went to {n}", "lower"),
        ("Who attended the meeting {n}?", "title"), ("List who was at {n}.", "title"),
        ("Who turned up for {n}?", "title"),
    ],
    ("attended", "out_of_entity", "en"): [
        ("Which meetings was {n} present at?", "title"), ("{n}'s meeting history", "title"),
        ("What meetings did {n} attend?", "title"),
        ("Which meetings has {n} attended so far?", "title"), ("List the calls {n} joined.", "title"),
        ("which meetings did {n} go to", "lower"),
        ("Which events has {n} been to?", "title"), ("What meetings did {n} take part in?", "title"),
        ("Which gatherings did {n} attend?", "title"),
    ],
    ("works_at", "into_entity", "ja"): [
        ("{n}の社員を全員挙げて", "title"), ("{n}に所属している社員は？", "title"),
        ("{n}で勤務している人を教えて", "title"),
        ("{n}の従業員一覧", "title"), ("{n}に勤務する人は誰？", "title"), ("{n}にはどんな社員がいますか", "title"),
    ],
    ("works_at", "out_of_entity", "ja"): [
        ("{n}の所属している会社は？", "san"), ("{n}はどこの企業に勤めていますか", "title"),
        ("{n}の勤務先の会社は？", "title"),
        ("{n}はどの組織に所属していますか", "title"), ("{n}の勤務先はどちらですか", "san"),
        ("{n}の働いている企業を教えて", "title"),
    ],
    ("invested_in", "into_entity", "ja"): [
        ("{n}の投資家を全員挙げて", "title"), ("{n}に出資している人は？", "title"),
        ("{n}への出資者は誰ですか", "title"),
        ("{n}に投資した人物は？", "title"), ("{n}の出資者はどなたですか", "title"),
        ("{n}に資金を出した投資家は？", "title"),
    ],
    ("invested_in", "out_of_entity", "ja"): [
        ("{n}の投資している会社は？", "title"), ("{n}が出資した企業はどこ？", "san"),
        ("{n}はどんな企業に出資していますか", "title"),
        ("{n}の投資先企業一覧", "title"), ("{n}が投資を行った会社は？", "title"),
        ("{n}はどこの会社に投資しましたか", "san"),
    ],
    ("advises", "into_entity", "ja"): [
        ("{n}の顧問を全員挙げて", "title"), ("{n}に助言している人物は？", "title"),
        ("{n}のアドバイザーはどなたですか", "title"),
        ("{n}の顧問陣を教えて", "title"), ("{n}に対して助言を行っているのは誰？", "title"),
        ("{n}の相談役を教えて", "title"),
    ],
    ("advises", "out_of_entity", "ja"): [
        ("{n}の助言している会社は？", "title"), ("{n}が顧問を務める企業はどこ？", "san"),
        ("{n}はどんな企業に助言していますか", "title"),
        ("{n}の顧問先企業一覧", "title"), ("{n}がアドバイスを行っている会社は？", "title"),
        ("{n}はどこの企業の顧問ですか", "san"),
    ],
    ("founded", "into_entity", "ja"): [
        ("{n}の創業者を全員挙げて", "title"), ("{n}を設立した人は？", "title"),
        ("{n}を創業した人物は誰ですか", "title"),
        ("{n}の創設者を教えて", "title"), ("{n}を立ち上げたのは誰ですか", "title"), ("{n}の設立メンバーは？", "title"),
    ],
    ("founded", "out_of_entity", "ja"): [
        ("{n}の設立した会社は？", "title"), ("{n}が創業した企業はどこ？", "san"),
        ("{n}はどんなスタートアップを立ち上げましたか", "title"),
        ("{n}の創業した会社一覧", "title"), ("{n}が起業した企業は？", "title"),
        ("{n}はどこの会社を設立しましたか", "san"),
    ],
    ("attended", "into_entity", "ja"): [
        ("{n}の出席者を全員挙げて", "title"), ("{n}に参加した人物は？", "title"),
        ("{n}に出席した人は誰ですか", "title"),
        ("{n}の参加者を教えてください", "title"), ("{n}に出ていたのは誰？", "title"),
        ("{n}の参加者はどなたですか", "title"),
    ],
    ("attended", "out_of_entity", "ja"): [
        ("{n}の出席した会議一覧", "title"), ("{n}が参加した会合は？", "san"),
        ("{n}はどんな打ち合わせに出席しましたか", "title"),
        ("{n}が出席したミーティングは？", "title"), ("{n}の参加したミーティングを教えて", "title"),
        ("{n}はどの会合に参加しましたか", "san"),
    ],
}
# What each round brought, for the report (tests/benchmarks/eval_world.py)
ROUND_NOTES = {
    1: "imperatives, noun phrases, possessives, passives, synonyms such as backers, staff, payroll, portfolio, "
       "employer; the title, its short form before a separator, or lower case; Japanese keeps the title as written, "
       "sometimes with さん",
    2: "contractions, split verbs, stakes and shares, advisees, invitations, calls; other particles and verbs",
    3: "politeness and padding, the entity first as a topic, curly apostrophes, casual and polite Japanese, "
       "topic-first Japanese",
    4: "who all, any idea, roster, capital, a piece of, funding rounds, turning to someone for advice, in the room, "
       "the wh-word last; Japanese 一覧で, どなた, 籍を置く, 資金を提供, 株を持つ, 興す, 生みの親",
    5: "yes / no questions, tell me about, contractions, labels after a dash, list nouns; Japanese 全員 / 全部, "
       "bare 一覧 noun phrases, へ for に, 誰が before the verb, a name with no particle",
    6: "written after a vocabulary pass over every relation in both languages, measured on arrival before any "
       "tuning",
}
ROUNDS = {1: WORDINGS, 2: WORDINGS_ROUND2, 3: WORDINGS_ROUND3, 4: WORDINGS_ROUND4, 5: WORDINGS_ROUND5,
          6: WORDINGS_ROUND6}

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
    round: int = 1


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


def gold_by_seed(pairs: dict[str, set[tuple[str, str]]], relation: str,
                 direction: str) -> tuple[dict[str, set[str]], str]:
    """The gold answers of every page a one-hop question can name (into_entity: the object of the edge, asking for
    the people; out_of_entity: the person, asking for the objects), and the answers' page type."""
    gold: dict[str, set[str]] = defaultdict(set)
    for person, obj in pairs[relation]:
        if direction == "into_entity":
            gold[obj].add(person)
        else:
            gold[person].add(obj)
    return gold, ("person" if direction == "into_entity" else "meeting" if relation == "attended" else "company")


def generate(world: Path) -> list[Question]:
    """Every question of every set, in a fixed order."""
    pages = load_pages(world)
    variants = names(pages)
    pairs = edges(pages)
    questions = []
    for relation in RELATIONS:
        for direction in DIRECTIONS:
            gold, answer_type = gold_by_seed(pairs, relation, direction)
            for lang in LANGUAGES:
                earlier: set[str] = set()
                for rnd, wordings in ROUNDS.items():
                    mine = wordings[(relation, direction, lang)]
                    for index, (template, variant) in enumerate(mine):
                        if template in earlier:
                            continue   # (never an earlier round's wording again, held out or not)
                        wording = f"{relation}.{direction}.{lang}.{index}" + (f".r{rnd}" if rnd > 1 else "")
                        for seed in sorted(gold):
                            questions.append(Question(
                                id=f"{wording}:{seed}", language=lang, relation=relation, direction=direction,
                                wording=wording, split=split_of(index),
                                text=template.format(n=variants[seed][variant]), seed=seed, gold=sorted(gold[seed]),
                                answer_type=answer_type, round=rnd))
                    earlier |= {t for t, _ in mine}
    return questions


def by_set(questions: Iterable[Question]) -> dict[str, list[Question]]:
    """The questions grouped into the sets `en dev`, `en heldout`, `ja dev`, `ja heldout` (first round), and the same
    with ` r2` … ` r6` for the later rounds of wordings."""
    suffixes = [""] + [f" r{rnd}" for rnd in sorted(ROUNDS) if rnd > 1]
    sets: dict[str, list[Question]] = {f"{lang} {split}{suffix}": [] for suffix in suffixes
                                       for lang in LANGUAGES for split in ("dev", "heldout")}
    for q in questions:
        sets[f"{q.language} {q.split}{f' r{q.round}' if q.round > 1 else ''}"].append(q)
    return sets


if __name__ == "__main__":
    import os
    import sys

    root = Path(__file__).resolve().parents[2]
    world = Path(os.environ.get("GBRAIN_WORLD", root.parent / "shared" / "data" / "gbrain-world-v1"))
    for q in generate(world):
        sys.stdout.write(json.dumps(asdict(q), ensure_ascii=False) + "\n")
