"""A generated corpus of ordinary prose with gold typed edges, to score link typing sentence by sentence.

``generate(root, pages, seed, templates)`` writes markdown pages (people ~55 %, companies ~30 %, funds ~5 %,
meetings ~10 %; frontmatter holds only ``title`` and ``type``, every reference sits in the body) built from
sentence templates, each tagged with the relations it states, and returns a :class:`Gold`: the gold edges
{(from_slug, to_slug, link_type)}, and per (origin page, target) the languages ('en', 'ja') and the statements
that mention the target, so a score can be split by language and a failure shown with its sentence.

``templates`` is "dev" (the templates in this module, two thirds of them) or "heldout" (the third in
``prose_heldout.py``); "dev2" / "heldout2", "dev3" / "heldout3" and "dev4" / "heldout4" are a second, a third and a
fourth set, each written apart
from the others from the gold rules below (``prose_<name>.py``). Each set covers every phenomenon of
:data:`PHENOMENA`. Held-out templates are for scores only: nothing may print a held-out sentence as a failure example
(bench_prose.failures refuses) and the learned link typer is never trained on them, so they keep measuring what the
link engine does on prose its developer has not seen.

Gold, as pgbrain stores edges (brain.page_links, link_source 'markdown'):
- Edges point subject -> object whatever page states them: a person page's "founded [[companies/x]]" is
  (people/p, companies/x, founded); a company page's "founded by [[people/a]]" is (people/a, companies/x, founded);
  a meeting page's attendee [[people/p]] is (people/p, meetings/m, attended). Domains (brain.link_types):
  works_at, founded, advises person -> company|fund; invested_in person|company|fund -> company;
  attended person -> meeting.
- Every body mention counts: "Eve works at [[acme]]. In 2019 she founded [[acme]]." is works_at and founded.
  A sentence repeating a target under the same relation gives that one edge.
- A reference whose sentence states no relation of the page's subject with it is `mentions`, page -> target.
  pgbrain drops a plain `mentions` edge when a typed edge joins the same pair from the same page, so gold holds
  (page, target, mentions) only for the (page, target) pairs with no typed relation anywhere on that page.
- Negated or hedged statements do not assert the relation: "never worked at", "declined to invest in", "passed
  on", "was rumoured to advise", "may invest in", "did not attend", 「出資はしていない」「出資を見送った」
  「〜するかもしれない」「出資を検討している」「欠席した」 are `mentions` (unless the page states the relation
  with that target elsewhere).
- A co-founder who is a person ("She co-founded Acme with [[people/jane]]") is `mentions` of that person
  (founded never points to a person); Acme, when linked, is founded.
- Past relations count: "previously worked at", "left X in 2020", "formerly at", 「以前〜に勤めていた」
  are works_at (time is a later issue); "her old startup X" is founded.
- Titles are relations: CEO / CTO / chief executive / head of X / 代表取締役 / 社長 / CTO at an organisation
  are works_at; a partner at a fund works_at it; an outside director (社外取締役) advises.
- A company page's subject is the page: "X was founded by [[people/a]] and is backed by [[people/b]]" gives
  (a, X, founded) and (b, X, invested_in); "[[companies/acme]] invested in it" is (acme, X, invested_in) and
  "It invested in [[companies/b]]" (X, b, invested_in). A meeting page's person who was there is attended.
- Only relations of the page's subject count: "a venture partner at [[funds/f]], which led rounds in
  [[companies/a]]" makes a a `mentions` (the fund invested, not the person).

Phenomena (:data:`PHENOMENA`) are tags on templates (and a few added by the generator: multi for two or more
targets, bullets / table / timeline / mixed for those forms, mixed also for a sentence on a line that holds
both languages). Long-distance templates mark their cue with ⟦ ⟧ (removed when rendered); the generator records
the characters between the cue and the nearest typed link (60-150, checked by tests/eval/test_prose_corpus.py).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

LINK_TYPES = ("works_at", "founded", "invested_in", "advises", "attended")
TYPES = (*LINK_TYPES, "mentions")
DOMAINS = {
    "works_at": ({"person"}, {"company", "fund"}),
    "founded": ({"person"}, {"company", "fund"}),
    "invested_in": ({"person", "company", "fund"}, {"company"}),
    "advises": ({"person"}, {"company", "fund"}),
    "attended": ({"person"}, {"meeting"}),
}
PHENOMENA = {
    "coord": "coordinated clauses with different relations",
    "list": "one relation over a list of targets (A, B and C / A, B, and C)",
    "multi": "several targets in one sentence",
    "repeat_diff": "one target repeated under different relations",
    "repeat_same": "one target repeated under the same relation",
    "passive": "passives: was founded by, is backed by, is advised by, 〜によって設立された",
    "relative": "relative clauses: X, which she co-founded; joined X, where she leads; 〜が設立した X",
    "apposition": "appositions and title nouns: the CTO of X, X's chief executive, CEO at, 代表取締役, 社長",
    "negation": "negated statements (gold mentions)",
    "hedge": "hedged statements: rumoured, may, かもしれない, 検討 (gold mentions)",
    "long_distance": "the cue 60-150 characters away from the link",
    "distractor": "a pure mention in a sentence with a cue for another target",
    "bullets": "bullet lists of links",
    "table": "markdown table rows of links",
    "timeline": "a ## Timeline section of dated bullets",
    "mixed": "English and Japanese sentences on one line",
    "ja_particle": "Japanese particle-anchored cues: 〜に所属, 〜で働いている, 〜を創業, 〜に出資, 〜の顧問",
    "ja_coord": "Japanese clauses joined by 、 and conjunctive forms (〜し、〜て、〜で、)",
    "ja_list": "Japanese lists: A、B、Cに出資している",
    "ja_company": "Japanese company pages: 〜によって設立された, 〜から出資を受けている, 代表取締役は",
    "cofounder": "a co-founder who is a person (mentions)",
    "past": "past relations (still the relation)",
    "company_invest": "a company investing in a company",
    "attendance": "meeting attendance, from the meeting's or the person's page",
}
AUTO_TAGS = {"bullet": "bullets", "table": "table", "timeline": "timeline", "mixed": "mixed"}
KINDS = ("sentence", "bullet", "table", "timeline", "mixed")
PAGE_KINDS = ("person", "company", "fund", "org", "meeting")  # org: company or fund pages
DIRS = {"person": "people", "company": "companies", "fund": "funds", "meeting": "meetings"}
SLOT_KINDS = {"c": ("company",), "o": ("company", "fund"), "p": ("person",), "f": ("fund",), "m": ("meeting",)}
JA_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
_SLOT = re.compile(r"\{([copfm]\d)\}")
_TOKEN = re.compile(r"\{([A-Za-z]+\d?)\}|⟦|⟧|‖")
_PLACEHOLDER = re.compile(r"\{[A-Za-z]+\d?\}")


# --------------------------------------------------------------------------------------------------
# templates


@dataclass(frozen=True)
class Rel:
    link_type: str
    direction: str  # '>' page -> target, '<' target -> page, '' by the page's type
    negated: bool


@dataclass(frozen=True)
class Template:
    """A sentence (or a bullet, table row, timeline row, mixed line) with slots {c1} company, {o1} company or
    fund, {p1} person, {f1} fund, {m1} meeting, and the relations each slot's target has with the page's subject
    (rel: "o1=works_at c1=invested_in,!founded"; ! negated, < target -> page, > page -> target; a slot not
    named is a mention)."""

    kind: str
    lang: str
    page: str
    text: str
    rel: str = ""
    tags: frozenset[str] = frozenset()

    @property
    def slots(self) -> list[str]:
        return list(dict.fromkeys(_SLOT.findall(self.text)))

    @property
    def relations(self) -> dict[str, tuple[Rel, ...]]:
        out: dict[str, tuple[Rel, ...]] = {}
        for item in self.rel.split():
            slot, _, codes = item.partition("=")
            rels = []
            for code in filter(None, codes.split(",")):
                negated = code.startswith("!")
                code = code.lstrip("!")
                direction = code[0] if code[0] in "<>" else ""
                rels.append(Rel(code.lstrip("<>"), direction, negated))
            out[slot] = tuple(rels)
        return out

    @property
    def all_tags(self) -> frozenset[str]:
        extra = {AUTO_TAGS[self.kind]} if self.kind in AUTO_TAGS else set()
        if len(self.slots) >= 2:
            extra.add("multi")
        return self.tags | extra


def t(spec: str, text: str, rel: str = "", tags: str = "") -> Template:
    """t("sentence en person", text, rel, tags)."""
    kind, lang, page = spec.split()
    return Template(kind, lang, page, text, rel, frozenset(tags.split()))


def check_templates(templates: list[Template]) -> None:
    """ValueError naming the first template that is malformed."""
    for tpl in templates:
        def bad(why: str, tpl: Template = tpl) -> ValueError:
            return ValueError(f"{why}: {tpl.text!r}")
        if tpl.kind not in KINDS or tpl.page not in PAGE_KINDS or tpl.lang not in ("en", "ja", "mixed"):
            raise bad("kind, page or language")
        if (tpl.kind == "mixed") != (tpl.lang == "mixed"):
            raise bad("mixed templates are the kind mixed")
        unknown = tpl.tags - set(PHENOMENA)
        if unknown:
            raise bad(f"unknown tags {sorted(unknown)}")
        if not tpl.slots:
            raise bad("no slot")
        for slot, rels in tpl.relations.items():
            if slot not in tpl.slots:
                raise bad(f"relation for {slot}, which the text lacks")
            for r in rels:
                if r.link_type not in LINK_TYPES:
                    raise bad(f"link type {r.link_type}")
        langs = [_part_lang(p) for p in tpl.text.split("‖")]
        if tpl.lang == "mixed":
            if len(langs) < 2 or set(langs) != {"en", "ja"}:
                raise bad("a mixed template has an English and a Japanese part")
        elif langs != [tpl.lang]:
            raise bad("the text is not in the template's language")
        if ("long_distance" in tpl.tags) != ("⟦" in tpl.text):
            raise bad("long_distance templates mark their cue with ⟦ ⟧ (and only they)")
        if tpl.text.count("⟦") > 1:
            raise bad("one cue")


def _part_lang(text: str) -> str:
    return "ja" if JA_CHAR.search(_PLACEHOLDER.sub("", text)) else "en"


# The dev templates (two thirds). Placeholders besides slots: {S} the page's subject at the start of a sentence
# (name or pronoun), {s} inside one, {Name} the full name, {poss} her / his / its, {year}, {year2} (later),
# {role} / {Role}, {city}, {n}, {topic}.
TEMPLATES: list[Template] = [
    # ---- person pages, English
    t("sentence en person", "{S} leads engineering at {o1}, and {s} also put money into {c1} during its seed round.",
      "o1=works_at c1=invested_in", "coord"),
    t("sentence en person", "{S} founded {c1} in {year} and advises {o1}.", "c1=founded o1=advises", "coord"),
    t("sentence en person", "{S} advises {o1} and invested in {c1} personally.", "o1=advises c1=invested_in", "coord"),
    t("sentence en person", "{S} is an engineer at {o1} but spends weekends advising {o2}.",
      "o1=works_at o2=advises", "coord"),
    t("sentence en person", "{S} advises {o1}, {o2} and {o3}.", "o1=advises o2=advises o3=advises", "list"),
    t("sentence en person", "{S} invested in {c1}, {c2}, and {c3}.",
      "c1=invested_in c2=invested_in c3=invested_in", "list"),
    t("sentence en person", "Over the years {s} has backed {c1}, {c2}, {c3} and {c4} as an angel.",
      "c1=invested_in c2=invested_in c3=invested_in c4=invested_in", "list"),
    t("sentence en person", "{S} has worked at {o1}, {o2}, and {o3}.", "o1=works_at o2=works_at o3=works_at",
      "list past"),
    t("sentence en person", "{S} has been at {o1} since {year}, and {s} was also one of the founders of {o1}.",
      "o1=works_at,founded", "repeat_diff"),
    t("sentence en person", "{S} left {o1} in {year}, then came back to {o1} as an advisor in {year2}.",
      "o1=works_at,advises", "repeat_diff past"),
    t("sentence en person", "{S} invested in {c1} in {year} and doubled down on {c1} in the next round.",
      "c1=invested_in", "repeat_same"),
    t("sentence en person", "{c1}, which {s} co-founded in {year}, was acquired by {c2} last spring.",
      "c1=founded", "relative distractor"),
    t("sentence en person", "{S} joined {o1}, where {s} leads engineering, after a long stint at {o2}.",
      "o1=works_at o2=works_at", "relative past"),
    t("sentence en person", "{Name}, the CTO of {o1}, also sits on the advisory board of {o2}.",
      "o1=works_at o2=advises", "apposition"),
    t("sentence en person", "As {o1}'s chief executive, {s} oversees {n} people and keeps a small stake in {c1}.",
      "o1=works_at c1=invested_in", "apposition coord"),
    t("sentence en person", "{S} is CEO at {o1} and an angel investor in {c1} and {c2}.",
      "o1=works_at c1=invested_in c2=invested_in", "apposition coord"),
    t("sentence en person", "{S} never worked at {o1}, despite the rumours, but {s} did advise {o2} for a year.",
      "o1=!works_at o2=advises", "negation coord"),
    t("sentence en person", "{S} declined to invest in {c1} and instead backed {c2}.",
      "c1=!invested_in c2=invested_in", "negation"),
    t("sentence en person", "{S} was rumoured to advise {o1}, though {s} works full time at {o2}.",
      "o1=!advises o2=works_at", "hedge"),
    t("sentence en person", "{S} may invest in {c1} later this year and is already talking to {c2}.",
      "c1=!invested_in", "hedge distractor"),
    t("sentence en person", "Contrary to some profiles, {s} is not a founder of {c1}; {s} only invested in it after "
      "the seed.", "c1=invested_in,!founded", "negation"),
    t("sentence en person", "{S} ⟦joined⟧, after nearly a decade of consulting for logistics firms and a short, "
      "unhappy stint in banking, the team at {o1}.", "o1=works_at", "long_distance"),
    t("sentence en person", "{S} ⟦invested⟧ (quietly, through a family vehicle, and only after months of diligence "
      "with two former colleagues) in {c1} and {c2}.", "c1=invested_in c2=invested_in", "long_distance"),
    t("sentence en person", "{o1} is where, after years of freelance work on three continents and a brief attempt "
      "at a doctorate, {s} finally ⟦settled as a staff engineer⟧.", "o1=works_at", "long_distance"),
    t("sentence en person", "{S} works at {o1} and often writes about {c1}.", "o1=works_at", "distractor"),
    t("sentence en person", "{S} founded {c1} after reading a case study on {c2}.", "c1=founded", "distractor"),
    t("sentence en person", "{S} co-founded {c1} with {p1}.", "c1=founded", "cofounder"),
    t("sentence en person", "Together with {p1} and {p2}, {s} founded {c1} in a garage in {city}.", "c1=founded",
      "cofounder"),
    t("sentence en person", "{S} left {o1} in {year} to start {c1}.", "o1=works_at c1=founded", "past coord"),
    t("sentence en person", "{S} attended {m1} and presented the roadmap of {c1}.", "m1=attended",
      "attendance distractor"),
    t("sentence en person", "{S} attended {m1} and {m2} on behalf of {o1}, where {s} works as a designer.",
      "m1=attended m2=attended o1=works_at", "attendance relative"),
    t("sentence en person", "{S} founded {c1}, advises {o1} and is a partner at {f1}.",
      "c1=founded o1=advises f1=works_at", "coord"),
    t("sentence en person", "{S} is a venture partner at {f1}, which led rounds in {c1} and {c2}.", "f1=works_at",
      "relative distractor"),
    t("sentence en person", "{Name}, a former engineer at {o1}, now advises {o2} and {o3}.",
      "o1=works_at o2=advises o3=advises", "apposition past"),
    # ---- company pages (org: companies and funds), English
    t("sentence en company", "{S} was founded by {p1} and is backed by {p2}.", "p1=founded p2=invested_in",
      "passive coord"),
    t("sentence en org", "{S} is advised by {p1} and {p2}.", "p1=advises p2=advises", "passive"),
    t("sentence en company", "The company was founded in {year} by {p1}, {p2} and {p3}.",
      "p1=founded p2=founded p3=founded", "passive list"),
    t("sentence en company", "{S} is backed by {f1}, {p1}, and {c1}.",
      "f1=invested_in p1=invested_in c1=<invested_in", "passive list company_invest"),
    t("sentence en company", "{c1} invested in it in {year}, alongside {f1}.", "c1=<invested_in f1=<invested_in",
      "company_invest"),
    t("sentence en org", "It invested in {c1} and {c2} last year.", "c1=>invested_in c2=>invested_in",
      "company_invest"),
    t("sentence en company", "{p1}, the company's chief executive, previously worked at {c1}.", "p1=works_at",
      "apposition distractor"),
    t("sentence en org", "Its CTO is {p1}, who joined from {c1} in {year}.", "p1=works_at",
      "apposition relative distractor"),
    t("sentence en company", "{f1} looked at the seed round but declined to invest; the round was led by {p1}.",
      "f1=!invested_in p1=invested_in", "negation"),
    t("sentence en company", "{p1} is rumoured to advise the company, and {c1} may invest in it next year.",
      "p1=!advises c1=!<invested_in", "hedge"),
    t("sentence en company", "{p1}, who co-founded the company in {year}, still runs its research lab.",
      "p1=founded,works_at", "relative repeat_diff"),
    t("sentence en company", "The company was ⟦founded⟧, according to a profile that ran shortly after its first "
      "product launch in {city}, by {p1}.", "p1=founded", "long_distance passive"),
    t("sentence en company", "{p1} was the company's first CEO before leaving in {year}; {p2} has led it since.",
      "p1=works_at p2=works_at", "past apposition"),
    # ---- fund pages, English
    t("sentence en fund", "{S} was founded in {year} by {p1} and {p2}.", "p1=founded p2=founded", "passive"),
    t("sentence en fund", "The fund invested in {c1}, {c2} and {c3}.",
      "c1=invested_in c2=invested_in c3=invested_in", "list"),
    t("sentence en fund", "Its general partners are {p1} and {p2}.", "p1=works_at p2=works_at", "apposition"),
    t("sentence en fund", "{S} passed on {c1} but led the seed round of {c2}.", "c1=!invested_in c2=invested_in",
      "negation"),
    # ---- meeting pages, English
    t("sentence en meeting", "Attendees: {p1}, {p2} and {p3}.", "p1=attended p2=attended p3=attended",
      "list attendance"),
    t("sentence en meeting", "{p1} and {p2} joined; {p3} sent apologies and did not attend.",
      "p1=attended p2=attended p3=!attended", "negation attendance"),
    t("sentence en meeting", "We discussed the pricing of {c1} with {p1}.", "p1=attended", "attendance distractor"),
    t("sentence en meeting", "{p1} presented the {c1} roadmap while {p2} took notes.", "p1=attended p2=attended",
      "attendance distractor"),
    t("sentence en meeting", "{p1}, who works at {c1}, walked us through the numbers.", "p1=attended",
      "relative distractor attendance"),
    # ---- person pages, Japanese
    t("sentence ja person", "{S}は{o1}に所属しており、{c1}にも出資している。", "o1=works_at c1=invested_in",
      "ja_particle ja_coord"),
    t("sentence ja person", "{S}は{o1}で働いていて、週末は{o2}の顧問を務めている。", "o1=works_at o2=advises",
      "ja_particle ja_coord"),
    t("sentence ja person", "{S}は{year}年に{c1}を創業し、現在は{o1}に勤務している。", "c1=founded o1=works_at",
      "ja_particle ja_coord"),
    t("sentence ja person", "{S}は{o1}のCTOで、{c1}にも出資している。", "o1=works_at c1=invested_in",
      "ja_coord apposition"),
    t("sentence ja person", "{S}は{c1}、{c2}、{c3}に出資している。", "c1=invested_in c2=invested_in c3=invested_in",
      "ja_list ja_particle"),
    t("sentence ja person", "{S}は{o1}、{o2}および{o3}の顧問を務める。", "o1=advises o2=advises o3=advises",
      "ja_list"),
    t("sentence ja person", "{S}は{o1}の代表取締役社長であり、{o2}の社外取締役でもある。", "o1=works_at o2=advises",
      "apposition ja_coord"),
    t("sentence ja person", "{o1}の社長である{S}は、{c1}への出資も検討している。", "o1=works_at c1=!invested_in",
      "apposition hedge relative"),
    t("sentence ja person", "{S}は{o1}に在籍しているが、{c1}への出資はしていない。", "o1=works_at c1=!invested_in",
      "negation ja_coord"),
    t("sentence ja person", "{S}は{c1}への出資を見送り、代わりに{c2}に投資した。", "c1=!invested_in c2=invested_in",
      "negation ja_coord"),
    t("sentence ja person", "{S}は{o1}に勤めており、いずれ{o2}の顧問になるかもしれない。",
      "o1=works_at o2=!advises", "hedge ja_coord"),
    t("sentence ja person", "{S}は以前{o1}に勤めていたが、{year}年に退職して{c1}を立ち上げた。",
      "o1=works_at c1=founded", "past ja_coord"),
    t("sentence ja person", "{S}は{p1}と共同で{c1}を創業した。", "c1=founded", "cofounder ja_particle"),
    t("sentence ja person", "{S}は{o1}に勤務しながら、{c1}についてのブログを書いている。", "o1=works_at",
      "distractor"),
    t("sentence ja person", "{S}が{year}年に設立した{c1}は、のちに{c2}に買収された。", "c1=founded",
      "relative distractor"),
    t("sentence ja person", "{S}が顧問を務める{o1}は、{city}に本社を置いている。", "o1=advises", "relative"),
    t("sentence ja person", "{S}が⟦出資⟧を決めたのは、創業チームの経験や市場の成長性、競合との違いなどを半年以上かけて"
      "一つずつ確かめ、さらに既存の株主とも何度も話し合ったあとのことで、その相手が{c1}だった。", "c1=invested_in",
      "long_distance"),
    t("sentence ja person", "{S}は{c1}のシードラウンドに出資し、シリーズAでも{c1}に追加出資した。", "c1=invested_in",
      "repeat_same ja_coord"),
    t("sentence ja person", "{S}は{o1}を創業し、現在も{o1}のCEOを務めている。", "o1=founded,works_at",
      "repeat_diff ja_coord"),
    t("sentence ja person", "{S}は{m1}に出席し、{c1}の事業計画を説明した。", "m1=attended",
      "attendance distractor ja_coord"),
    t("sentence ja person", "{S}は{o1}の取締役CTOであり、{c1}と{c2}にも個人で投資している。",
      "o1=works_at c1=invested_in c2=invested_in", "apposition ja_coord"),
    t("sentence ja person", "{S}は{o1}に勤めたことは一度もなく、{o2}の顧問を長く務めている。",
      "o1=!works_at o2=advises", "negation ja_coord"),
    t("sentence ja person", "{S}は{o1}で働き、{c1}に出資し、{o2}に助言している。",
      "o1=works_at c1=invested_in o2=advises", "ja_coord ja_particle"),
    # ---- company and fund pages, Japanese
    t("sentence ja company", "{S}は{year}年に{p1}と{p2}によって設立された。", "p1=founded p2=founded",
      "ja_company passive"),
    t("sentence ja company", "同社は{f1}と{p1}から出資を受けている。", "f1=invested_in p1=invested_in",
      "ja_company passive"),
    t("sentence ja company", "代表取締役は{p1}、CTOは{p2}が務める。", "p1=works_at p2=works_at",
      "ja_company apposition"),
    t("sentence ja org", "{S}の顧問には{p1}が就いており、社外取締役は{p2}である。", "p1=advises p2=advises",
      "ja_company apposition"),
    t("sentence ja company", "{S}は{c1}に出資しているほか、{c2}とも業務提携を結んでいる。", "c1=>invested_in",
      "company_invest distractor ja_company"),
    t("sentence ja company", "{f1}は同社への出資を見送ったが、{p1}は個人として出資した。",
      "f1=!invested_in p1=invested_in", "negation ja_company ja_coord"),
    t("sentence ja company", "同社を創業したのは{p1}で、現在は{p2}が社長を務めている。", "p1=founded p2=works_at",
      "ja_company ja_coord"),
    t("sentence ja company", "{p1}は以前同社のCTOだったが、{year}年に退任した。", "p1=works_at", "past ja_company"),
    t("sentence ja fund", "{S}は{year}年に{p1}によって設立されたファンドで、{c1}や{c2}に投資している。",
      "p1=founded c1=invested_in c2=invested_in", "ja_coord passive"),
    t("sentence ja fund", "{S}のパートナーは{p1}と{p2}である。", "p1=works_at p2=works_at", "apposition"),
    # ---- meeting pages, Japanese
    t("sentence ja meeting", "出席者：{p1}、{p2}、{p3}。", "p1=attended p2=attended p3=attended",
      "ja_list attendance"),
    t("sentence ja meeting", "{p1}と{p2}が参加し、{p3}は欠席した。", "p1=attended p2=attended p3=!attended",
      "negation attendance ja_coord"),
    t("sentence ja meeting", "{p1}が{c1}の四半期業績を報告した。", "p1=attended", "distractor attendance"),
    t("sentence ja meeting", "{p1}が議事録を取り、{p2}は次回から参加するかもしれない。", "p1=attended p2=!attended",
      "hedge attendance ja_coord"),
    # ---- bullets
    t("bullet en person", "- Advisor to {o1}", "o1=advises"),
    t("bullet en person", "- Angel investor in {c1} and {c2}", "c1=invested_in c2=invested_in"),
    t("bullet en person", "- Founder of {c1} ({year})", "c1=founded"),
    t("bullet en person", "- {Role} at {o1}", "o1=works_at", "apposition"),
    t("bullet en person", "- Formerly at {o1}", "o1=works_at", "past"),
    t("bullet en person", "- Turned down a board seat at {c1}", "c1=!invested_in", "negation"),
    t("bullet en company", "- Founder: {p1}", "p1=founded"),
    t("bullet en company", "- Investors: {p1}, {f1} and {c1}", "p1=invested_in f1=invested_in c1=<invested_in",
      "list company_invest"),
    t("bullet en org", "- Advisor: {p1}", "p1=advises"),
    t("bullet ja person", "- {o1} 顧問", "o1=advises"),
    t("bullet ja person", "- {c1}に出資（{year}年）", "c1=invested_in", "ja_particle"),
    t("bullet ja person", "- {c1} 共同創業者", "c1=founded"),
    t("bullet en meeting", "- {p1} (remote)", "p1=attended", "attendance"),
    t("bullet en meeting", "- {p1} (absent)", "p1=!attended", "negation attendance"),
    # ---- table rows (a header is added per page type and language)
    t("table en person", "| {c1} | investor |", "c1=invested_in"),
    t("table en person", "| {o1} | advisor |", "o1=advises"),
    t("table en person", "| {o1} | {role} |", "o1=works_at", "apposition"),
    t("table en person", "| {c1} | co-founder |", "c1=founded"),
    t("table en person", "| {c1} | passed on the seed round |", "c1=!invested_in", "negation"),
    t("table en company", "| {p1} | founder |", "p1=founded"),
    t("table en company", "| {p1} | lead investor |", "p1=invested_in"),
    t("table en company", "| {c1} | portfolio company |", "c1=>invested_in", "company_invest"),
    t("table ja person", "| {c1} | 出資 |", "c1=invested_in"),
    t("table ja person", "| {o1} | 顧問 |", "o1=advises"),
    t("table ja company", "| {p1} | 代表取締役 |", "p1=works_at", "apposition ja_company"),
    t("table en meeting", "| {p1} | present |", "p1=attended", "attendance"),
    # ---- timeline rows (the date is added: "- 2021-03-04: ...")
    t("timeline en person", "Joined {o1} as {role}.", "o1=works_at"),
    t("timeline en person", "Founded {c1} with {p1}.", "c1=founded", "cofounder"),
    t("timeline en person", "Invested in {c1}'s seed round.", "c1=invested_in"),
    t("timeline en person", "Became an advisor to {o1}.", "o1=advises"),
    t("timeline en person", "Left {o1}.", "o1=works_at", "past"),
    t("timeline en person", "Spoke about {c1} at a conference in {city}.", ""),
    t("timeline en person", "Attended {m1}.", "m1=attended", "attendance"),
    t("timeline en company", "{p1} joined as CTO.", "p1=works_at", "apposition"),
    t("timeline en company", "Raised a seed round from {f1} and {p1}.", "f1=invested_in p1=invested_in"),
    t("timeline ja person", "{o1}に入社。", "o1=works_at", "ja_particle"),
    t("timeline ja person", "{c1}を設立。", "c1=founded", "ja_particle"),
    t("timeline ja person", "{c1}に出資。", "c1=invested_in", "ja_particle"),
    t("timeline ja company", "{f1}から資金調達。", "f1=invested_in", "ja_company"),
    # ---- mixed lines (‖ separates the parts; each slot takes its part's language)
    t("mixed mixed person", "{S}は{c1}に出資している。‖{S} also advises {o1}.", "c1=invested_in o1=advises",
      "ja_particle"),
    t("mixed mixed person", "{S} works at {o1}.‖{S}は{c1}の顧問も務めている。", "o1=works_at c1=advises"),
    t("mixed mixed person", "{S} invested in {c1}.‖{c2}には出資していない。", "c1=invested_in c2=!invested_in",
      "negation"),
    t("mixed mixed company", "{S}は{p1}によって設立された。‖It is backed by {p2}.", "p1=founded p2=invested_in",
      "passive ja_company"),
    # ---- round 2 (added 2026-12-03): more wordings of the phenomena the held-out set scored lowest on
    t("sentence en person", "{S} spent six years as a product manager at {o1} before {s} joined the advisory board "
      "of {o1}.", "o1=works_at,advises", "repeat_diff past"),
    t("sentence en person", "{S} helped start {c1} in {year} and was still writing code at {c1} a decade later.",
      "c1=founded,works_at", "repeat_diff"),
    t("sentence en person", "{S} wrote the first cheque into {c1} and later became {c1}'s head of sales.",
      "c1=invested_in,works_at", "repeat_diff"),
    t("sentence en person", "Before {s} invested in {c1}, {s} had advised {c1} for two years.",
      "c1=invested_in,advises", "repeat_diff"),
    t("sentence en person", "{S} now works for {o1}, which {s} joined in {year} from {o2}.",
      "o1=works_at o2=works_at", "relative past"),
    t("sentence en person", "{c1}, the startup {s} founded with two friends from university, was sold in {year}.",
      "c1=founded", "relative"),
    t("sentence en person", "{S} is a partner at {f1}, the fund that backed {c1}.", "f1=works_at",
      "relative distractor apposition"),
    t("sentence en person", "{S} advises {o1}, whose founder {p1} is an old friend.", "o1=advises",
      "relative distractor"),
    t("sentence en person", "{S} is said to be in talks to join {o1}.", "o1=!works_at", "hedge"),
    t("sentence en person", "{S} reportedly considered investing in {c1}, but no deal was announced.",
      "c1=!invested_in", "hedge"),
    t("sentence en person", "{S} is expected to advise {o1} once the round closes and already works at {o2}.",
      "o1=!advises o2=works_at", "hedge coord"),
    t("sentence en person", "{S} ⟦co-founded⟧, together with an old classmate who had spent years building payment "
      "systems for regional banks, {c1}.", "c1=founded", "long_distance"),
    t("sentence en person", "{S} has ⟦served as an advisor⟧ since {year}, mostly on hiring, pricing and the "
      "occasional late-night crisis, to {o1}.", "o1=advises", "long_distance"),
    t("sentence en person", "{S} was in the room for {m1}, where {c1} pitched.", "m1=attended",
      "attendance relative distractor"),
    t("sentence en person", "{S} skipped {m1} but joined {m2} by video.", "m1=!attended m2=attended",
      "attendance negation coord"),
    t("sentence en person", "{S} works at {o1}, a competitor of {c1}.", "o1=works_at", "distractor apposition"),
    t("sentence en person", "{S} invested in {c1} after meeting its founder at {c2}'s demo day.", "c1=invested_in",
      "distractor"),
    t("sentence en person", "{S} is the founder and CEO of {c1}.", "c1=founded,works_at", "apposition repeat_diff"),
    t("sentence en person", "{S} launched {c1} out of {poss} apartment in {year}.", "c1=founded", ""),
    t("sentence en person", "{S} set up {c1} in {year} with backing from {f1}.", "c1=founded", "distractor"),
    t("sentence en person", "{S} started {poss} career at {o1}.", "o1=works_at", "past"),
    # company, fund and meeting pages, English
    t("sentence en company", "{S} was started in {year} by {p1}, who still runs it.", "p1=founded,works_at",
      "passive relative repeat_diff"),
    t("sentence en company", "Early backers of {s} include {p1} and {f1}.", "p1=invested_in f1=invested_in",
      "list"),
    t("sentence en company", "{p1} has advised the company since {year}, and {p2} joined as head of design last "
      "year.", "p1=advises p2=works_at", "coord"),
    t("sentence en company", "Among the company's investors is {c1}, which also owns a stake in {c2}.",
      "c1=<invested_in", "relative company_invest distractor"),
    t("sentence en company", "{p1} considered investing in the company but walked away.", "p1=!invested_in",
      "hedge negation"),
    t("sentence en fund", "{S} led the Series A of {c1} and took part in the seed round of {c2}.",
      "c1=invested_in c2=invested_in", "coord"),
    t("sentence en fund", "{p1} joined {S} as a principal in {year}.", "p1=works_at", ""),
    t("sentence en meeting", "Present were {p1} and {p2}; {p3} dialled in late.",
      "p1=attended p2=attended p3=attended", "list attendance"),
    t("sentence en meeting", "{p1} could not make it, so {p2} gave the update on {c1}.", "p1=!attended p2=attended",
      "negation attendance distractor"),
    t("sentence en meeting", "{p1} said that {p2} may join the next session.", "p1=attended p2=!attended",
      "hedge attendance"),
    # Japanese
    t("sentence ja person", "{S}は{o1}でエンジニアとして働いたのち、{o1}の技術顧問に就任した。", "o1=works_at,advises",
      "repeat_diff past ja_coord"),
    t("sentence ja person", "{S}は{c1}の創業メンバーの一人で、現在も{c1}で開発を率いている。", "c1=founded,works_at",
      "repeat_diff ja_coord"),
    t("sentence ja person", "{S}が現在勤めている{o1}は、{c1}の子会社である。", "o1=works_at", "relative distractor"),
    t("sentence ja person", "{S}は{c1}への投資を検討中だと報じられている。", "c1=!invested_in", "hedge"),
    t("sentence ja person", "{S}は{m1}に出席できなかった。", "m1=!attended", "negation attendance"),
    t("sentence ja person", "{S}は{m1}に参加し、{p1}と意見を交わした。", "m1=attended",
      "attendance distractor ja_coord"),
    t("sentence ja company", "{S}の創業者は{p1}で、{f1}が筆頭株主である。", "p1=founded f1=invested_in",
      "ja_company ja_coord"),
    t("sentence ja org", "同社には{p1}が技術顧問として参画している。", "p1=advises", "ja_company"),
    t("sentence ja fund", "{S}は{c1}のシリーズAを主導した。", "c1=invested_in", ""),
    t("sentence ja meeting", "{p1}、{p2}が出席。{p3}はオンラインで参加した。", "p1=attended p2=attended p3=attended",
      "attendance ja_list"),
    # bullets, tables, timelines, mixed
    t("bullet en person", "- Early employee at {o1} ({year}–{year2})", "o1=works_at", "past"),
    t("bullet en person", "- Co-founded {c1}; advisor to {o1}", "c1=founded o1=advises", "coord"),
    t("bullet en company", "- Seed investor: {f1}", "f1=invested_in"),
    t("bullet ja person", "- {o1}（{year}年入社）", "o1=works_at"),
    t("bullet en meeting", "- {p1}, joined late", "p1=attended", "attendance"),
    t("table en person", "| {o1} | board advisor since {year} |", "o1=advises"),
    t("table en person", "| {c1} | founded {year}, sold {year2} |", "c1=founded", "past"),
    t("table en company", "| {p1} | CTO |", "p1=works_at", "apposition"),
    t("table ja person", "| {o1} | 元社員 |", "o1=works_at", "past"),
    t("table en meeting", "| {p1} | apologies |", "p1=!attended", "negation attendance"),
    t("table ja meeting", "| {p1} | 出席 |", "p1=attended", "attendance"),
    t("timeline en person", "Stepped down as CEO of {o1}.", "o1=works_at", "past"),
    t("timeline en person", "Sold {poss} stake in {c1}.", "c1=invested_in", "past"),
    t("timeline ja person", "{o1}の社外取締役に就任。", "o1=advises"),
    t("timeline en company", "{c1} led the Series A.", "c1=<invested_in", "company_invest"),
    t("mixed mixed person", "{S} founded {c1}.‖現在は{o1}の顧問も務める。", "c1=founded o1=advises"),
    t("sentence en person", "{S} spent {year} to {year2} at {o1} and has been an angel investor in {c1} since then.",
      "o1=works_at c1=invested_in", "coord past"),
    t("sentence ja person", "{S}は{o1}を退職後、{c1}を共同創業した。", "o1=works_at c1=founded", "past ja_coord"),
    t("sentence en meeting", "{p1} chaired the session and {p2} presented the numbers for {c1}.",
      "p1=attended p2=attended", "attendance distractor coord"),
]

# fillers: sentences without links, per (page type, language)
FILLERS = {
    ("person", "en"): ["{S} grew up in {city}.", "{S} studied physics before moving into software.",
                       "Outside work, {s} runs long distances.", "{S} is known for careful, written decisions.",
                       "{S} speaks three languages.", "{S} lives in {city} with two cats.",
                       "{S} often speaks about {topic} at meetups.", "Friends describe {Name} as patient and blunt."],
    ("person", "ja"): ["{S}は{city}出身だ。", "{S}は大学で物理学を専攻した。", "趣味は登山と写真撮影である。",
                       "{S}は週末によく料理をする。", "{S}は{topic}に関する講演を何度も行っている。",
                       "{S}は三か国語を話す。"],
    ("company", "en"): ["{S} builds software for warehouses.", "The team is fully remote.",
                        "{S} has about {n} staff.", "Its main office is in {city}.", "{S} sells mostly to hospitals.",
                        "Revenue grew in each of the last three years."],
    ("company", "ja"): ["{S}は物流向けのソフトウェアを開発している。", "本社は{city}にある。", "従業員数は約{n}名。",
                        "主な顧客は病院と薬局である。"],
    ("fund", "en"): ["The fund focuses on climate software.", "{S} is based in {city}.",
                     "It writes small first cheques."],
    ("fund", "ja"): ["同ファンドは気候テック分野に注力している。", "拠点は{city}にある。"],
    ("meeting", "en"): ["The meeting ran twenty minutes over.", "Action items are listed below.",
                        "Next review in two weeks.", "The main topic was {topic}."],
    ("meeting", "ja"): ["会議は予定より二十分長引いた。", "次回は二週間後に開催する。", "主な議題は{topic}だった。"],
}
TABLE_HEADERS = {
    ("person", "en"): "| organisation | relation |\n|---|---|",
    ("company", "en"): "| name | role |\n|---|---|",
    ("fund", "en"): "| name | role |\n|---|---|",
    ("meeting", "en"): "| person | status |\n|---|---|",
    ("person", "ja"): "| 会社 | 関係 |\n|---|---|",
    ("company", "ja"): "| 名前 | 役割 |\n|---|---|",
    ("fund", "ja"): "| 名前 | 役割 |\n|---|---|",
    ("meeting", "ja"): "| 氏名 | 出欠 |\n|---|---|",
}
BULLET_INTROS = {
    ("person", "en"): ["Roles:", "Board and advisory work:", "Other involvements:"],
    ("company", "en"): ["People:", "Key people and backers:"],
    ("fund", "en"): ["People:"],
    ("meeting", "en"): ["Attendance:", "Who was there:"],
    ("person", "ja"): ["主な経歴：", "関係する会社："],
    ("company", "ja"): ["関係者："],
    ("fund", "ja"): ["関係者："],
    ("meeting", "ja"): ["出欠："],
}


def template_set(name: str) -> list[Template]:
    """The templates of a set: "dev" (this module), "heldout", "dev2", "heldout2", "dev3", "heldout3", "dev4",
    "heldout4" (the modules
    prose_<name>.py)."""
    if name == "dev":
        return TEMPLATES
    if name in ("heldout", "dev2", "heldout2", "dev3", "heldout3", "dev4", "heldout4"):
        import importlib

        return importlib.import_module(f"prose_{name}").TEMPLATES
    raise ValueError("templates must be 'dev', 'heldout', 'dev2', 'heldout2', 'dev3', 'heldout3', 'dev4' or "
                     f"'heldout4', not {name!r}")


# --------------------------------------------------------------------------------------------------
# names

FIRST_EN = [("alice", "she"), ("maria", "she"), ("priya", "she"), ("grace", "she"), ("hannah", "she"),
            ("leila", "she"), ("nora", "she"), ("olivia", "she"), ("rosa", "she"), ("sofia", "she"),
            ("tara", "she"), ("uma", "she"), ("wendy", "she"), ("zoe", "she"), ("ines", "she"), ("julia", "she"),
            ("chloe", "she"), ("fatima", "she"), ("greta", "she"), ("mei", "she"), ("arjun", "he"), ("ben", "he"),
            ("carlos", "he"), ("david", "he"), ("ethan", "he"), ("felix", "he"), ("george", "he"), ("hugo", "he"),
            ("ivan", "he"), ("jonas", "he"), ("kofi", "he"), ("liam", "he"), ("marco", "he"), ("noah", "he"),
            ("omar", "he"), ("pablo", "he"), ("rafael", "he"), ("samuel", "he"), ("theo", "he"), ("victor", "he")]
LAST_EN = ["anderson", "baker", "castillo", "dubois", "eriksen", "fischer", "gallagher", "haddad", "iyer", "jensen",
           "kowalski", "lindqvist", "mendes", "novak", "okafor", "park", "quinn", "rossi", "schmidt", "thompson",
           "usman", "varga", "walsh", "xu", "young", "zhang", "abara", "brennan", "costa", "dahl"]
FAMILY_JA = [("佐藤", "sato"), ("鈴木", "suzuki"), ("高橋", "takahashi"), ("田中", "tanaka"), ("伊藤", "ito"),
             ("渡辺", "watanabe"), ("山本", "yamamoto"), ("中村", "nakamura"), ("小林", "kobayashi"), ("加藤", "kato"),
             ("吉田", "yoshida"), ("山田", "yamada"), ("佐々木", "sasaki"), ("山口", "yamaguchi"),
             ("松本", "matsumoto"), ("井上", "inoue"), ("木村", "kimura"), ("林", "hayashi"), ("清水", "shimizu"),
             ("森", "mori"), ("池田", "ikeda"), ("橋本", "hashimoto"), ("石川", "ishikawa"), ("前田", "maeda"),
             ("藤田", "fujita")]
GIVEN_JA = [("美咲", "misaki", "she"), ("陽子", "yoko", "she"), ("由美", "yumi", "she"), ("真理", "mari", "she"),
            ("香織", "kaori", "she"), ("恵", "megumi", "she"), ("彩", "aya", "she"), ("直子", "naoko", "she"),
            ("優子", "yuko", "she"), ("千尋", "chihiro", "she"), ("遥", "haruka", "she"), ("奈々", "nana", "she"),
            ("健", "ken", "he"), ("翔太", "shota", "he"), ("大輔", "daisuke", "he"), ("拓也", "takuya", "he"),
            ("誠", "makoto", "he"), ("浩二", "koji", "he"), ("隆", "takashi", "he"), ("和也", "kazuya", "he"),
            ("悠斗", "yuto", "he"), ("亮", "ryo", "he"), ("直樹", "naoki", "he"), ("蓮", "ren", "he")]
WORDS_EN = ["acorn", "beacon", "cobalt", "dune", "ember", "fjord", "granite", "harbor", "indigo", "juniper",
            "kestrel", "lumen", "meridian", "nimbus", "onyx", "pylon", "quarry", "raven", "sable", "tundra", "umber",
            "vesper", "willow", "yarrow", "zephyr", "atlas", "birch", "cinder", "delta", "echo"]
SUFFIX_EN = ["Labs", "Robotics", "Health", "Systems", "Foods", "Energy", "Bio", "Analytics", "Logistics", "Works",
             "Security", "Materials", "Payments", "Mobility", "Studio"]
WORDS_JA = [("アオゾラ", "aozora"), ("ミナト", "minato"), ("ヒカリ", "hikari"), ("カエデ", "kaede"),
            ("ツバサ", "tsubasa"), ("サクラ", "sakura"), ("コトブキ", "kotobuki"), ("ヤマビコ", "yamabiko"),
            ("ハヤテ", "hayate"), ("シズク", "shizuku"), ("ホタル", "hotaru"), ("イナホ", "inaho"),
            ("スバル", "subaru"),
            ("ミドリ", "midori"), ("ナギサ", "nagisa"), ("アカツキ", "akatsuki"), ("コハク", "kohaku"),
            ("ワカバ", "wakaba"), ("ユウヒ", "yuhi"), ("ソラマメ", "soramame"), ("カザミ", "kazami"),
            ("トモシビ", "tomoshibi"), ("ミズホ", "mizuho"), ("ハルカゼ", "harukaze"), ("イブキ", "ibuki"),
            ("ツムギ", "tsumugi")]
SUFFIX_JA = [("テック", "tech"), ("ロボティクス", "robotics"), ("ヘルス", "health"), ("フーズ", "foods"),
             ("エナジー", "energy"), ("バイオ", "bio"), ("ロジスティクス", "logistics"), ("ペイメンツ", "payments"),
             ("マテリアルズ", "materials"), ("モビリティ", "mobility")]
FUND_EN = ["Capital", "Ventures", "Partners"]
FUND_JA = [("キャピタル", "capital"), ("ベンチャーズ", "ventures")]
MEETING_EN = ["Pipeline review", "Board meeting", "Quarterly planning", "Product sync", "Investor update"]
MEETING_JA = [("定例会議", "teirei"), ("取締役会", "torishimariyakukai"), ("経営会議", "keiei"),
              ("製品レビュー", "seihin-review")]
CITIES = {"en": ["Lisbon", "Osaka", "Austin", "Nairobi", "Berlin", "Toronto", "Seoul", "Lyon"],
          "ja": ["大阪", "福岡", "札幌", "名古屋", "京都", "仙台", "神戸", "横浜"]}
ROLES = {"en": ["CTO", "VP of Engineering", "head of product", "staff engineer", "chief operating officer",
                "data scientist", "designer", "general counsel"],
         "ja": ["CTO", "エンジニア", "プロダクトマネージャー", "営業部長", "研究員", "CFO"]}
TOPICS = {"en": ["pricing", "hiring", "security", "expansion into Europe", "the hardware roadmap"],
          "ja": ["価格戦略", "採用", "海外展開", "セキュリティ"]}


@dataclass
class Entity:
    slug: str
    type: str           # person, company, fund, meeting
    title: str
    origin: str         # the language of the name: en or ja
    short: dict = field(default_factory=dict)  # language -> names for prose
    full: dict = field(default_factory=dict)   # language -> full name
    pron: str = "it"


def _entities(rng: random.Random, pages: int) -> dict[str, list[Entity]]:
    n_people = round(pages * 0.55)
    n_funds = max(2, round(pages * 0.05))
    n_meetings = max(2, round(pages * 0.10))
    n_companies = max(2, pages - n_people - n_funds - n_meetings)
    used: set[str] = set()

    def unique(slug: str, title: str) -> tuple[str, str]:
        if slug not in used:
            used.add(slug)
            return slug, title
        k = 2
        while f"{slug}-{k}" in used:
            k += 1
        used.add(f"{slug}-{k}")
        return f"{slug}-{k}", f"{title} {k}"

    en_names = [(f, p, la) for f, p in FIRST_EN for la in LAST_EN]
    ja_names = [(fa, g) for fa in FAMILY_JA for g in GIVEN_JA]
    rng.shuffle(en_names)
    rng.shuffle(ja_names)
    people = []
    for i in range(n_people):
        if rng.random() < 0.4:
            (fam, fam_r), (giv, giv_r, pron) = ja_names[i % len(ja_names)]
            slug, title = unique(f"people/{fam_r}-{giv_r}", f"{fam}{giv}")
            roman = f"{giv_r.title()} {fam_r.title()}"
            people.append(Entity(slug, "person", title, "ja", {"en": [fam_r.title(), roman], "ja": [fam, title,
                                 f"{fam}さん"]}, {"en": roman, "ja": title}, pron))
        else:
            first, pron, last = en_names[i % len(en_names)]
            slug, title = unique(f"people/{first}-{last}", f"{first.title()} {last.title()}")
            people.append(Entity(slug, "person", title, "en", {"en": [first.title(), first.title(), title],
                                 "ja": [title]}, {"en": title, "ja": title}, pron))
    companies = []
    for _ in range(n_companies):
        if rng.random() < 0.35:
            (w, wr), (s, sr) = rng.choice(WORDS_JA), rng.choice(SUFFIX_JA)
            name = f"{w}{s}"
            slug, title = unique(f"companies/{wr}-{sr}", f"株式会社{name}" if rng.random() < 0.3 else name)
            origin = "ja"
        else:
            w, s = rng.choice(WORDS_EN), rng.choice(SUFFIX_EN)
            slug, title = unique(f"companies/{w}-{s.lower()}", f"{w.title()} {s}")
            origin = "en"
        companies.append(Entity(slug, "company", title, origin, full={"en": title, "ja": title}))
    funds = []
    for _ in range(n_funds):
        if rng.random() < 0.3:
            (w, wr), (s, sr) = rng.choice(WORDS_JA), rng.choice(FUND_JA)
            slug, title = unique(f"funds/{wr}-{sr}", f"{w}{s}")
            origin = "ja"
        else:
            w, s = rng.choice(WORDS_EN), rng.choice(FUND_EN)
            slug, title = unique(f"funds/{w}-{s.lower()}", f"{w.title()} {s}")
            origin = "en"
        funds.append(Entity(slug, "fund", title, origin, full={"en": title, "ja": title}))
    meetings = []
    for _ in range(n_meetings):
        day = f"20{rng.randrange(19, 26)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
        if rng.random() < 0.4:
            name, name_r = rng.choice(MEETING_JA)
            slug, title = unique(f"meetings/{day}-{name_r}", f"{name} {day}")
            origin = "ja"
        else:
            name = rng.choice(MEETING_EN)
            slug, title = unique(f"meetings/{day}-{name.lower().replace(' ', '-')}", f"{name} {day}")
            origin = "en"
        meetings.append(Entity(slug, "meeting", title, origin, full={"en": title, "ja": title}))
    return {"person": people, "company": companies, "fund": funds, "meeting": meetings}


# --------------------------------------------------------------------------------------------------
# gold


@dataclass
class Statement:
    """One rendered template on one page: its text (a sentence, bullet, table row, timeline row or mixed line),
    the targets of its slots and the language of each slot's clause."""

    page: str
    template: str       # template id: "<set>-<index>"
    text: str
    targets: dict[str, str]
    slot_langs: dict[str, str]
    tags: frozenset[str]
    cue_gap: int | None = None

    @property
    def langs(self) -> set[str]:
        return set(self.slot_langs.values())


@dataclass
class Gold:
    templates: str
    edges: set[tuple[str, str, str]] = field(default_factory=set)
    pages: dict[str, str] = field(default_factory=dict)                       # slug -> page type
    langs: dict[tuple[str, str], set[str]] = field(default_factory=dict)      # (origin, target) -> languages
    pair_edges: dict[tuple[str, str], set[tuple[str, str, str]]] = field(default_factory=dict)
    statements: list[Statement] = field(default_factory=list)
    by_pair: dict[tuple[str, str], list[int]] = field(default_factory=dict)   # (origin, target) -> statements

    def languages(self, edge: tuple[str, str, str]) -> set[str]:
        """The languages an edge (gold or found) is attributed to: those of the statements on a's page that
        mention b and on b's page that mention a (the edge can come from either page)."""
        a, b = edge[0], edge[1]
        return self.langs.get((a, b), set()) | self.langs.get((b, a), set())

    def statements_for(self, edge: tuple[str, str, str]) -> list[Statement]:
        a, b = edge[0], edge[1]
        return [self.statements[i] for i in self.by_pair.get((a, b), []) + self.by_pair.get((b, a), [])]

    def phenomena(self) -> Counter:
        return Counter(tag for s in self.statements for tag in s.tags)


def _check_domain(edge: tuple[str, str, str], pages: dict[str, str], why: str) -> None:
    if edge[2] == "mentions":
        return
    froms, tos = DOMAINS[edge[2]]
    if pages[edge[0]] not in froms or pages[edge[1]] not in tos:
        raise ValueError(f"{edge} leaves the domain of {edge[2]} ({why})")


# --------------------------------------------------------------------------------------------------
# pages


class _Writer:
    def __init__(self, rng: random.Random, ents: dict[str, list[Entity]], templates: list[Template],
                 set_name: str, gold: Gold) -> None:
        self.rng = rng
        self.ents = ents
        self.gold = gold
        self.ids = {id(tp): f"{set_name}-{i:03d}" for i, tp in enumerate(templates)}
        self.pools: dict[tuple[str, str, str], list[Template]] = {}
        for tp in templates:
            pages = ("company", "fund") if tp.page == "org" else (tp.page,)
            for page in pages:
                self.pools.setdefault((tp.kind, tp.lang, page), []).append(tp)

    # -- placeholders
    def _value(self, name: str, lang: str, page: Entity) -> str:
        rng = self.rng
        if name in ("S", "s"):
            if page.type == "person":
                if lang == "ja":
                    return rng.choice(page.short["ja"])
                if rng.random() < (0.4 if name == "S" else 0.65):
                    return page.pron.title() if name == "S" else page.pron
                return rng.choice(page.short["en"])
            if lang == "ja":
                return rng.choice([page.title, "同社" if page.type == "company" else "同ファンド"])
            noun = "company" if page.type == "company" else "fund"
            options = [page.title, f"The {noun}", "It"] if name == "S" else [page.title, f"the {noun}", "it"]
            return rng.choice(options)
        if name == "Name":
            return page.full[lang] if page.full else page.title
        if name == "poss":
            return {"she": "her", "he": "his"}.get(page.pron, "its")
        if name == "year":
            self._year = rng.randrange(2008, 2023)
            return str(self._year)
        if name == "year2":
            return str(getattr(self, "_year", 2015) + rng.randrange(1, 4))
        if name in ("role", "Role"):
            role = rng.choice(ROLES[lang])
            return role[0].upper() + role[1:] if name == "Role" else role
        if name == "city":
            return rng.choice(CITIES[lang])
        if name == "topic":
            return rng.choice(TOPICS[lang])
        if name == "n":
            return str(rng.randrange(20, 400))
        raise ValueError(f"unknown placeholder {{{name}}}")

    def _link(self, ent: Entity, in_table: bool) -> str:
        r = self.rng.random()
        if r < 0.45:
            return f"[[{ent.slug}\\|{ent.title}]]" if in_table else f"[[{ent.slug}|{ent.title}]]"
        if r < 0.75:
            return f"[{ent.title}](../{ent.slug}.md)"
        return f"[[{ent.slug}]]"

    def render(self, tp: Template, page: Entity, targets: dict[str, Entity]) -> tuple[str, dict, dict, int | None]:
        """The text, the spans of each slot's links, each slot's language, the cue gap (long-distance)."""
        parts = tp.text.split("‖")
        part_langs = [_part_lang(p) for p in parts]
        out: list[str] = []
        pos = 0
        spans: dict[str, list[tuple[int, int]]] = {}
        slot_langs: dict[str, str] = {}
        cue = [None, None]
        for k, part in enumerate(parts):
            lang = part_langs[k]
            if k:
                joiner = self.rng.choice(["", " "])
                out.append(joiner)
                pos += len(joiner)
            last = 0
            for m in _TOKEN.finditer(part):
                lit = part[last:m.start()]
                out.append(lit)
                pos += len(lit)
                last = m.end()
                tok = m.group(0)
                if tok == "⟦":
                    cue[0] = pos
                    continue
                if tok == "⟧":
                    cue[1] = pos
                    continue
                name = m.group(1)
                if _SLOT.fullmatch(tok):
                    val = self._link(targets[name], tp.kind == "table")
                    spans.setdefault(name, []).append((pos, pos + len(val)))
                    slot_langs[name] = lang
                else:
                    val = self._value(name, lang, page)
                out.append(val)
                pos += len(val)
            out.append(part[last:])
            pos += len(part) - last
        text = "".join(out)
        gap = None
        if cue[0] is not None:
            rels = tp.relations
            typed = [sp for slot, sps in spans.items() if any(not r.negated for r in rels.get(slot, ())) for sp in sps]
            # (a cue that denies: the gap to the links it denies, "⟦passed⟧, after weeks of ..., on [[a]]'s seed round")
            typed = typed or [sp for sps in spans.values() for sp in sps]
            gap = min(s - cue[1] if s >= cue[1] else cue[0] - e for s, e in typed)
        return text, spans, slot_langs, gap

    def filler(self, page: Entity, lang: str, state: dict) -> str:
        options = FILLERS[(page.type, lang)]
        fresh = [f for f in options if f not in state["used"]]
        text = self.rng.choice(fresh or options)
        state["used"].add(text)
        return _PLACEHOLDER.sub(lambda m: self._value(m.group(0)[1:-1], lang, page), text)

    # -- slots
    def _fill(self, tp: Template, page: Entity, state: dict, reuse_ok: bool) -> dict[str, Entity]:
        rels = tp.relations
        chosen: dict[str, Entity] = {}
        taken = {page.slug}
        for slot in tp.slots:
            kinds = SLOT_KINDS[slot[0]]
            slot_rels = rels.get(slot, ())
            positive = {r.link_type for r in slot_rels if not r.negated}
            negative = {r.link_type for r in slot_rels if r.negated}
            for _attempt in range(50):
                reuse = [e for e in state["seen"] if e.type in kinds and e.slug not in taken]
                if reuse_ok and positive and not negative and reuse and self.rng.random() < 0.15:
                    ent = self.rng.choice(reuse)
                else:
                    kind = kinds[0] if len(kinds) == 1 or self.rng.random() < 0.7 else kinds[1]
                    ent = self.rng.choice(self.ents[kind])
                if ent.slug in taken:
                    continue
                # no page says it both is and is not so: a negated relation never meets the same asserted one
                if positive & state["negated"].get(ent.slug, set()) or negative & state["asserted"].get(ent.slug,
                                                                                                          set()):
                    continue
                break
            else:
                raise RuntimeError(f"no target for {slot} of {tp.text!r}")
            taken.add(ent.slug)
            chosen[slot] = ent
            state["asserted"].setdefault(ent.slug, set()).update(positive)
            state["negated"].setdefault(ent.slug, set()).update(negative)
            if ent not in state["seen"]:
                state["seen"].append(ent)
        return chosen

    def statement(self, tp: Template, page: Entity, state: dict, extra_tags: set[str] | None = None,
                  reuse: bool = True) -> str:
        targets = self._fill(tp, page, state, reuse)
        text, _spans, slot_langs, gap = self.render(tp, page, targets)
        st = Statement(page.slug, self.ids[id(tp)], text, {s: e.slug for s, e in targets.items()}, slot_langs,
                       tp.all_tags | (extra_tags or set()), gap)
        state["statements"].append((st, tp))
        return text

    def pool(self, kind: str, lang: str, page: str) -> list[Template]:
        return self.pools.get((kind, lang, page), [])

    def pick(self, pool: list[Template], state: dict) -> Template:
        """A template of the pool, one the page has not used yet while there is one."""
        fresh = [tp for tp in pool if id(tp) not in state["used"]]
        tp = self.rng.choice(fresh or pool)
        state["used"].add(id(tp))
        return tp

    # -- a page
    def page(self, page: Entity) -> str:
        rng = self.rng
        origin_ja = page.origin == "ja"
        if page.type == "meeting":
            mode = rng.choices(["en", "ja", "mixed"], [55, 35, 10])[0]
        elif origin_ja:
            mode = rng.choices(["ja", "mixed", "en"], [70, 20, 10])[0]
        else:
            mode = rng.choices(["en", "mixed", "ja"], [75, 15, 10])[0]

        def lang() -> str:
            return rng.choice(["en", "ja"]) if mode == "mixed" else mode

        state: dict = {"seen": [], "asserted": {}, "negated": {}, "statements": [], "used": set()}
        target = rng.choice([4, 5, 5, 5, 6, 6])
        blocks: list[str] = []
        rows = 0
        r = rng.random()
        block_kind = "bullet" if r < 0.25 else "table" if r < 0.45 else None
        if block_kind:
            blang = lang()
            pool = self.pool(block_kind, blang, page.type)
            if pool:
                k = rng.randint(2, 4)
                lines = [self.statement(self.pick(pool, state), page, state, reuse=False) for _ in range(k)]
                head = (rng.choice(BULLET_INTROS[(page.type, blang)]) if block_kind == "bullet"
                        else TABLE_HEADERS[(page.type, blang)])
                blocks.append(head + "\n" + "\n".join(lines))
                rows += k
        timeline = ""
        if page.type in ("person", "company") and rng.random() < 0.3:
            tlang = lang()
            pool = self.pool("timeline", tlang, page.type)
            if pool:
                k = rng.randint(2, 3)
                dates = sorted(f"{rng.randrange(2008, 2025)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
                               for _ in range(k))
                lines = [f"- {d}: {self.statement(self.pick(pool, state), page, state)}" for d in dates]
                timeline = "## Timeline\n\n" + "\n".join(lines)
                rows += k
        n_sentences = max(2, target - rows)
        sentences: list[tuple[str, Template | None, str]] = []  # (lang, template or None for a filler)
        for _ in range(n_sentences):
            slang = lang()
            if mode == "mixed" and rng.random() < 0.3 and self.pool("mixed", "mixed", page.type):
                sentences.append(("mixed", self.pick(self.pool("mixed", "mixed", page.type), state), ""))
                continue
            pool = self.pool("sentence", slang, page.type)
            if not pool:
                slang = "en" if slang == "ja" else "ja"
                pool = self.pool("sentence", slang, page.type)
            sentences.append((slang, self.pick(pool, state), ""))
        for _ in range(rng.randint(1, 3)):
            sentences.insert(rng.randrange(len(sentences) + 1), (lang(), None, ""))
        # paragraphs of one to three sentences (fillers included)
        paragraphs: list[list[tuple[str, Template | None]]] = []
        i = 0
        while i < len(sentences):
            k = rng.randint(1, 3)
            paragraphs.append([(lg, tp) for lg, tp, _ in sentences[i:i + k]])
            i += k
        body_pars = []
        for par in paragraphs:
            langs = {lg for lg, _ in par}
            both = len(langs) > 1 or "mixed" in langs
            parts = []
            prev = None
            for lg, tp in par:
                text = (self.filler(page, lg, state) if tp is None else
                        self.statement(tp, page, state, {"mixed"} if both else None))
                if prev is not None:
                    if prev == lg == "ja":
                        parts.append("")
                    elif prev == lg == "en":
                        parts.append(" ")
                    else:  # across languages: with or without a space
                        parts.append(rng.choice([" ", ""]))
                parts.append(text)
                prev = lg
            body_pars.append("".join(parts))
        chunks = [self.filler(page, lang(), state)] + body_pars
        for b in blocks:
            chunks.insert(rng.randrange(1, len(chunks) + 1), b)
        if rng.random() < 0.2 and len(chunks) > 2:
            chunks.insert(rng.randrange(2, len(chunks)), "## Notes" if mode != "ja" else "## メモ")
        text = (f"---\ntitle: {page.title}\ntype: {page.type}\n---\n# {page.title}\n\n" + "\n\n".join(chunks)
                + (f"\n\n{timeline}" if timeline else "") + "\n")
        self._record(page, state["statements"])
        return text

    def _record(self, page: Entity, statements: list[tuple[Statement, Template]]) -> None:
        g = self.gold
        pairs: dict[str, set[tuple[str, str, str]]] = {}
        for st, tp in statements:
            idx = len(g.statements)
            g.statements.append(st)
            rels = tp.relations
            for slot, target in st.targets.items():
                key = (page.slug, target)
                g.langs.setdefault(key, set()).add(st.slot_langs[slot])
                if idx not in g.by_pair.setdefault(key, []):
                    g.by_pair[key].append(idx)
                typed = pairs.setdefault(target, set())
                for r in rels.get(slot, ()):
                    if r.negated:
                        continue
                    # by default a person's page points out; other pages take people and funds in
                    direction = r.direction or ("<" if page.type != "person" and g.pages[target] in ("person", "fund")
                                                else ">")
                    edge = (target, page.slug, r.link_type) if direction == "<" else (page.slug, target, r.link_type)
                    _check_domain(edge, g.pages, f"{st.template}: {tp.text}")
                    typed.add(edge)
        for target, typed in pairs.items():
            edges = typed or {(page.slug, target, "mentions")}
            g.pair_edges[(page.slug, target)] = edges
            g.edges |= edges


def generate(root: Path, pages: int = 2000, seed: int = 1, templates: str = "dev") -> Gold:
    """Write about `pages` markdown pages under root (people/, companies/, funds/, meetings/) from the template
    set `templates` ("dev" or "heldout") and return their gold edges."""
    tpls = template_set(templates)
    check_templates(tpls)
    rng = random.Random(f"{seed}-{templates}")
    ents = _entities(rng, pages)
    gold = Gold(templates)
    for kind in ("person", "company", "fund", "meeting"):
        for e in ents[kind]:
            gold.pages[e.slug] = e.type
    writer = _Writer(rng, ents, tpls, templates, gold)
    root = Path(root)
    for kind in ("person", "company", "fund", "meeting"):
        (root / DIRS[kind]).mkdir(parents=True, exist_ok=True)
        for e in ents[kind]:
            (root / f"{e.slug}.md").write_text(writer.page(e), encoding="utf-8")
    return gold
