"""A generated brain for benchmarks: people, companies, funds and meetings with frontmatter and
linked prose whose relation is known, so the import can be timed and its link typing scored.

generate(root, pages) writes the files and returns the gold edges {(from, to, link_type)} that
prose and frontmatter state (every edge the generator means, none of the mentions it adds).
"""

from __future__ import annotations

import random
from pathlib import Path

FIRST = ["alice", "bob", "carol", "dan", "erin", "frank", "grace", "heidi", "ivan", "judy", "ken", "lena", "mona",
         "nick", "olga", "pete", "quinn", "rosa", "sam", "tina", "uma", "vic", "wes", "xena", "yuki", "zoe"]
LAST = ["chen", "ito", "okafor", "petrova", "webb", "raman", "marquez", "tanaka", "sato", "mori", "suzuki",
        "nakamura", "smith", "garcia", "kim", "nguyen", "muller", "rossi", "silva", "novak"]
WORDS = ["forecast", "battery", "robot", "ledger", "sensor", "clinic", "harbor", "kestrel", "lumen", "aozora",
         "delta", "orbit", "prism", "cipher", "nova", "vertex", "quartz", "summit", "cedar", "falcon"]

# (sentence on a person page, link type) — the reference is {e}
PERSON_EN = [
    ("{name} works at {e} as a staff engineer.", "works_at"),
    ("{name} is the CTO of {e}.", "works_at"),
    ("{name} founded {e} in {year}.", "founded"),
    ("{name} co-founded {e} with two friends from university.", "founded"),
    ("{name} invested in {e} in {year}.", "invested_in"),
    ("{name} led the seed round of {e}.", "invested_in"),
    ("{name} advises {e} on pricing.", "advises"),
    ("{name} is an advisor to {e}.", "advises"),
    ("{name} once wrote a long essay about {e}.", "mentions"),
]
PERSON_JA = [
    ("{name}は{e}に所属している。", "works_at"),
    ("{name}は{e}で働いている。", "works_at"),
    ("{name}は{year}年に{e}を創業した。", "founded"),
    ("{name}は{e}に出資した。", "invested_in"),
    ("{name}は{e}の顧問を務める。", "advises"),
    ("{name}は{e}について記事を書いた。", "mentions"),
]
COMPANY_EN = [
    ("The company was founded by {e} in {year}.", "founded"),
    ("It is backed by {e}.", "invested_in"),
    ("The company is advised by {e}.", "advises"),
    ("Its CEO is {e}.", "works_at"),
]


def _link(slug: str, title: str, rng: random.Random) -> str:
    style = rng.random()
    if style < 0.6:
        return f"[[{slug}|{title}]]"
    if style < 0.85:
        return f"[{title}](../{slug}.md)"
    return f"[[{slug}]]"


def generate(root: Path, pages: int = 10_000, seed: int = 7) -> set[tuple[str, str, str]]:
    rng = random.Random(seed)
    n_people = int(pages * 0.6)
    n_funds = max(2, pages // 100)
    n_companies = int(pages * 0.25)
    n_meetings = pages - n_people - n_funds - n_companies
    people = [(f"people/{FIRST[i % 26]}-{LAST[(i // 26) % 20]}-{i}",
               f"{FIRST[i % 26].title()} {LAST[(i // 26) % 20].title()} {i}") for i in range(n_people)]
    companies = [(f"companies/{WORDS[i % 20]}-{WORDS[(i // 20) % 20]}-{i}",
                  f"{WORDS[i % 20].title()} {WORDS[(i // 20) % 20].title()} {i}") for i in range(n_companies)]
    funds = [(f"funds/{WORDS[i % 20]}-capital-{i}", f"{WORDS[i % 20].title()} Capital {i}") for i in range(n_funds)]
    gold: set[tuple[str, str, str]] = set()

    def write(slug: str, text: str) -> None:
        path = root / f"{slug}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    for i, (slug, title) in enumerate(people):
        japanese = i % 3 == 0
        employer = companies[rng.randrange(n_companies)]
        fm = f"---\ntitle: {title}\ntype: person\ncompany: {employer[1]}\n---\n"
        gold.add((slug, employer[0], "works_at"))
        lines = [f"# {title}", ""]
        for _ in range(3):
            target = companies[rng.randrange(n_companies)]
            sentence, link_type = rng.choice(PERSON_JA if japanese else PERSON_EN)
            lines.append(sentence.format(name=title.split()[0], e=_link(target[0], target[1], rng),
                                         year=rng.randrange(2010, 2025)))
            if link_type != "mentions":
                gold.add((slug, target[0], link_type))
        friend = people[rng.randrange(n_people)]
        if friend[0] != slug:
            lines.append(f"{'友人は' if japanese else 'A friend is '}{_link(friend[0], friend[1], rng)}"
                         f"{'である。' if japanese else '.'}")
        lines += ["", "## Timeline", ""]
        for _ in range(2):
            lines.append(f"- **{rng.randrange(2015, 2025)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}**"
                         f" | {rng.choice(['Spoke at a conference', 'Changed teams', 'Published a paper'])}")
        write(slug, fm + "\n".join(lines) + "\n")

    for slug, title in companies:
        key = people[rng.randrange(n_people)]
        investors = [funds[rng.randrange(n_funds)], people[rng.randrange(n_people)]]
        fm = (f"---\ntitle: {title}\ntype: company\nkey_people: [{key[1]}]\n"
              f"investors: [{investors[0][1]}, {investors[1][1]}]\n---\n")
        gold.add((key[0], slug, "works_at"))
        gold.update((inv[0], slug, "invested_in") for inv in investors)
        lines = [f"# {title}", "", f"{title} builds {rng.choice(WORDS)} software."]
        for sentence, link_type in rng.sample(COMPANY_EN, 2):
            target = funds[rng.randrange(n_funds)] if link_type == "invested_in" else people[rng.randrange(n_people)]
            lines.append(sentence.format(e=_link(target[0], target[1], rng), year=rng.randrange(2010, 2025)))
            gold.add((target[0], slug, link_type))
        write(slug, fm + "\n".join(lines) + "\n")

    for slug, title in funds:
        write(slug, f"---\ntitle: {title}\ntype: fund\n---\n# {title}\n\nAn early-stage fund.\n")

    for i in range(n_meetings):
        day = f"20{rng.randrange(20, 26)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
        slug = f"meetings/{day}-review-{i}"
        attendees = rng.sample(people, 3)
        company = companies[rng.randrange(n_companies)]
        fm = f"---\ntitle: Review {i}\ndate: {day}\nattendees: [{', '.join(a[1] for a in attendees)}]\n---\n"
        gold.update((a[0], slug, "attended") for a in attendees)
        gold.add((slug, company[0], "mentions"))
        write(slug, fm + f"# Review {i}\n\nWe reviewed the plan of {_link(company[0], company[1], rng)}.\n")
    return gold
