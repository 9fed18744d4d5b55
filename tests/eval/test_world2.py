"""world2, the second generated test world (tests/benchmarks/world2.py): no database."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

import pytest

from conftest import BENCHMARKS, shared_path

sys.path.insert(0, str(BENCHMARKS))

import questions_world as qw  # noqa: E402
import world2  # noqa: E402

LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
JA_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
POLITE = re.compile(r"(ます|です|ました|ません|でした)。")
COMPANY_LISTS = {"employees": "works_at", "founders": "founded", "investors": "invested_in", "advisors": "advises"}


@pytest.fixture(scope="module")
def world() -> world2.World:
    return world2.build_world(2)


@pytest.fixture(scope="module")
def pages(world) -> dict[str, dict]:
    return world.pages


@pytest.fixture(scope="module")
def questions() -> list[qw.Question]:
    return world2.generate_world2(2)


def _digest(pages: dict) -> str:
    return hashlib.sha256(json.dumps(pages, ensure_ascii=False, sort_keys=True).encode()).hexdigest()


def _japanese(page: dict) -> bool:
    text = page["compiled_truth"]
    return len(JA_CHAR.findall(text)) > 0.3 * len(text)


def test_same_seed_same_world_other_seed_other_world(pages):
    assert world2.build(2) == pages
    other = world2.build(3)
    assert other != pages
    assert _digest(other) != _digest(pages)
    # no dependence on string hashing (set order): the same world under other PYTHONHASHSEEDs
    code = ("import sys, json, hashlib; sys.path.insert(0, sys.argv[1]); import world2; "
            "print(hashlib.sha256(json.dumps(world2.build(2), ensure_ascii=False, sort_keys=True).encode())"
            ".hexdigest())")
    for hash_seed in ("0", "12345"):
        out = subprocess.run([sys.executable, "-c", code, str(BENCHMARKS)], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert out.stdout.strip() == _digest(pages)


def test_sizes_and_page_format(pages):
    types = Counter(p["type"] for p in pages.values())
    assert types == {"person": 60, "company": 40, "fund": 8, "meeting": 25, "concept": 5}
    for slug, page in pages.items():
        assert set(page) - {"aliases"} == {"slug", "type", "title", "compiled_truth", "timeline", "_facts"}
        assert page["slug"] == slug and page["_facts"]["slug"] == slug and page["title"]
        for line in page["timeline"].splitlines():
            assert re.fullmatch(r"- \*\*\d{4}-\d{2}-\d{2}\*\* \| .+", line), (slug, line)
        assert page["timeline"]


def test_slugs_are_lowercase_ascii_by_type(pages):
    shapes = {"person": r"people/[a-z]+(-[a-z]+)+-\d+", "company": r"companies/[a-z]+(-[a-z]+)*-\d+",
              "fund": r"funds/[a-z]+(-[a-z]+)*-\d+", "concept": r"concepts/[a-z]+(-[a-z]+)*",
              "meeting": r"meetings/[a-z]+(-[a-z]+)*-\d{4}-\d{2}-\d{2}-\d+"}
    for slug, page in pages.items():
        assert re.fullmatch(shapes[page["type"]], slug), slug
    for slug, page in pages.items():
        if page["type"] == "meeting":
            company = page["_facts"]["topic_company"].split("/", 1)[1].rsplit("-", 1)[0]
            assert f"-{company}-{page['_facts']['date']}-" in slug


def test_every_link_points_to_an_existing_page(pages):
    total = 0
    for slug, page in pages.items():
        for _text, target in LINK.findall(page["compiled_truth"] + "\n" + page["timeline"]):
            assert target in pages, (slug, target)
            assert target != slug, slug
            total += 1
    assert total > 500


def test_every_fact_is_stated_by_a_link_on_the_subjects_page(world, pages):
    stated = defaultdict(list)
    for e in world.expressions:
        stated[(e.page, e.subject, e.object)].append(e)
    by_relation = {rel: set(fams) for rel, fams in world2.RELATION_TEMPLATES.items()}

    def check(page_slug: str, subject: str, obj: str, relation: str) -> None:
        linked = obj if page_slug == subject else subject
        text = pages[page_slug]["compiled_truth"]
        assert f"]({linked})" in text, (page_slug, relation, linked)
        found = [e for e in stated[(page_slug, subject, obj)] if e.family in by_relation[relation]]
        assert found, (page_slug, relation, subject, obj)
        assert all(e.sentence in text and f"]({linked})" in e.sentence for e in found)

    n = Counter()
    for slug, page in pages.items():
        facts = page["_facts"]
        for key, relation in COMPANY_LISTS.items():
            for person in facts.get(key, []):
                check(person, person, slug, relation)        # the person's (or fund's) own page
                n[relation] += 1
        for person in facts.get("attendees", []):
            check(slug, person, slug, "attended")             # the meeting page
            n["attended"] += 1
        if page["type"] == "person" and facts["role"] == "partner":
            check(slug, slug, facts["primary_affiliation"], "works_at")
            n["partner"] += 1
    assert min(n.values()) >= 8 and len(n) == 6, n


def test_distractors_are_never_facts(world, pages):
    pairs = qw.edges(pages)
    every = {pair for rel in pairs.values() for pair in rel}
    kinds = Counter()
    for e in world.expressions:
        if e.family in ("rival", "bystander", "absent", "past"):
            assert (e.subject, e.object) not in every, e
            kinds[e.family] += 1
    assert min(kinds.values()) >= 3 and len(kinds) == 4, kinds
    past = 0
    for slug, page in pages.items():
        for company in page["_facts"].get("past_affiliations", []):
            facts = pages[company]["_facts"]
            assert slug not in facts["employees"] + facts["founders"] + facts["investors"] + facts["advisors"]
            assert f"]({company})" in page["compiled_truth"]
            past += 1
        if page["type"] == "meeting":
            assert not set(page["_facts"]["absentees"]) & set(page["_facts"]["attendees"])
    assert past >= 5
    # company pages name people who have no tie to the company
    assert kinds["bystander"] >= 20


def test_a_third_of_the_pages_are_japanese_in_both_styles(pages):
    ja = [p for p in pages.values() if _japanese(p)]
    assert len(ja) * 3 >= len(pages)
    assert all(p["_facts"]["language"] == ("ja" if _japanese(p) else "en") for p in pages.values())
    for type_ in ("person", "company", "meeting", "fund"):
        assert any(p["type"] == type_ for p in ja), type_
    polite = [p for p in ja if POLITE.search(p["compiled_truth"])]
    plain = [p for p in ja if not POLITE.search(p["compiled_truth"])]
    assert len(polite) >= 10 and len(plain) >= 10
    assert all(JA_CHAR.search(p["timeline"]) for p in ja if p["type"] != "concept")
    # Japanese people and companies carry romanised slugs; some carry an English alias
    with_alias = [p for p in ja if p.get("aliases")]
    assert len(with_alias) >= 10
    assert any(a.isascii() for p in with_alias for a in p["aliases"])
    assert all(a != p["title"] for p in pages.values() for a in p.get("aliases", []))
    assert all(_japanese(p) for p in pages.values() if p.get("aliases"))


def test_prose_crosses_languages(pages):
    """Japanese pages link English entities and English pages link Japanese ones, sometimes by alias."""
    en_to_ja = ja_to_en = by_alias = 0
    for page in pages.values():
        for text, target in LINK.findall(page["compiled_truth"]):
            other = pages[target]
            if _japanese(page) and not _japanese(other):
                ja_to_en += 1
            if not _japanese(page) and _japanese(other):
                en_to_ja += 1
                by_alias += text in other.get("aliases", [])
    assert ja_to_en >= 5 and en_to_ja >= 10 and by_alias >= 3


def test_templates_really_vary(world):
    for relation, families in world2.RELATION_TEMPLATES.items():
        for lang, least in (("en", 8), ("ja", 5)):
            available = sum(len(world2.TEMPLATES[(f, lang)]) for f in families)
            used = {e.template for e in world.expressions if e.family in families and e.lang == lang}
            assert available >= least and len(used) >= least, (relation, lang, len(used))
            # no single template carries most of a relation
            top = Counter(e.template for e in world.expressions if e.family in families and e.lang == lang)
            assert max(top.values()) <= 0.4 * sum(top.values()), (relation, lang)
    for (family, lang), templates in world2.TEMPLATES.items():
        assert len(set(templates)) == len(templates), (family, lang)
        if lang == "ja":
            for t in templates:
                if "：" not in t:
                    assert world2.polite(t) != t and POLITE.search(world2.polite(t)[-5:]), t


def test_names_are_our_own():
    firsts = {g for g, _ in world2.EN_GIVEN}
    assert len(firsts) == len(world2.EN_GIVEN)
    v1 = qw.load_pages(shared_path("data", "gbrain-world-v1", "corpus").parent)
    v1_tokens = {tok for p in v1.values() if p["type"] == "person" for tok in p["title"].split()}
    assert not (firsts | set(world2.EN_FAMILY)) & v1_tokens
    v1_companies = {p["title"].split()[0].lower() for p in v1.values() if p["type"] == "company"}
    ours = [t for t, _, _ in world2.EN_COMPANIES] + [t for t, _ in world2.EN_FUNDS]
    assert not {t.split()[0].lower() for t in ours} & v1_companies
    v1_concepts = {p["title"].lower() for p in v1.values() if p["type"] == "concept"}
    assert not {t.lower() for t, _, _ in world2.CONCEPTS} & v1_concepts


def test_questions_have_gold_and_a_held_out_third(pages, questions):
    pairs = qw.edges(pages)
    assert questions and len({q.id for q in questions}) == len(questions)
    for q in questions:
        assert q.gold and all(g in pages for g in q.gold), q.id
        assert q.seed in pages and q.round == 1
        index = int(q.wording.rsplit(".", 1)[1])
        assert q.split == ("heldout" if index % 3 == 2 else "dev"), q.id
        pair = (q.seed, q.gold[0]) if q.direction == "out_of_entity" else (q.gold[0], q.seed)
        assert pair in pairs[q.relation], q.id
    for relation in qw.RELATIONS:
        for direction in qw.DIRECTIONS:
            for lang, least in (("en", 6), ("ja", 4)):
                wordings = world2.WORDINGS2[(relation, direction, lang)]
                assert len(wordings) >= least
                used = {q.wording for q in questions if (q.relation, q.direction, q.language) ==
                        (relation, direction, lang)}
                assert len(used) == len(wordings), (relation, direction, lang)
    sets = Counter(f"{q.language} {q.split}" for q in questions)
    assert set(sets) == {"en dev", "en heldout", "ja dev", "ja heldout"}
    # gold exactly as questions_world reads the answer key: employees + founders + partners' firms are works_at
    works = {(p, c) for c, page in pages.items() for key in ("employees", "founders")
             for p in page["_facts"].get(key, [])}
    works |= {(s, p["_facts"]["primary_affiliation"]) for s, p in pages.items()
              if p["type"] == "person" and p["_facts"]["role"] == "partner"}
    assert pairs["works_at"] == works


def test_question_wordings_are_new_and_name_japanese_entities_both_ways(pages, questions):
    theirs = {t for rnd in qw.ROUNDS.values() for wordings in rnd.values() for t, _ in wordings}
    ours = [t for wordings in world2.WORDINGS2.values() for t, _ in wordings]
    assert len(set(ours)) == len(ours)
    assert not set(ours) & theirs
    ja_seeds = [q for q in questions if _japanese(pages[q.seed]) and pages[q.seed].get("aliases")]
    for lang in ("en", "ja"):
        mine = [q for q in ja_seeds if q.language == lang]
        assert any(pages[q.seed]["title"] in q.text for q in mine), lang
        assert any(pages[q.seed]["aliases"][0] in q.text for q in mine), lang


def test_a_written_corpus_loads_with_questions_world(tmp_path, pages):
    world2.write_corpus(tmp_path, 2)
    files = sorted((tmp_path / "corpus").glob("*.json"))
    assert len(files) == len(pages)
    for path in files:
        prefix, name = path.stem.split("__", 1)
        page = json.loads(path.read_text(encoding="utf-8"))
        assert page["slug"] == f"{prefix}/{name}"
    loaded = qw.load_pages(tmp_path)
    assert loaded == pages
    assert qw.edges(loaded) == qw.edges(pages)
    assert all(qw.edges(loaded).values())


def test_the_command_line_writes_and_counts(tmp_path):
    proc = subprocess.run([sys.executable, str(BENCHMARKS / "world2.py"), str(tmp_path / "w2")], capture_output=True,
                          text=True, check=True)
    assert len(list((tmp_path / "w2" / "corpus").glob("*__*.json"))) == 138
    for word in ("person 60", "company 40", "fund 8", "meeting 25", "works_at", "attended", "ja heldout"):
        assert word in proc.stderr, word


@pytest.mark.parametrize("seed", [0, 1, 7, 11])
def test_other_seeds_keep_the_invariants(seed):
    w = world2.build_world(seed)
    pages = w.pages
    assert Counter(p["type"] for p in pages.values())["person"] == 60
    assert sum(_japanese(p) for p in pages.values()) * 3 >= len(pages)
    for page in pages.values():
        assert all(target in pages for _t, target in LINK.findall(page["compiled_truth"] + page["timeline"]))
    for slug, page in pages.items():
        for key in COMPANY_LISTS:
            for person in page["_facts"].get(key, []):
                assert f"]({slug})" in pages[person]["compiled_truth"], (seed, person, slug)
        for person in page["_facts"].get("attendees", []):
            assert f"]({person})" in page["compiled_truth"], (seed, slug, person)
    assert all(q.gold for q in world2.generate_world2(seed))
