"""The reworded one-hop question sets of `make eval` (tests/benchmarks/questions_world.py): no database."""

from __future__ import annotations

import json
import sys
from collections import Counter

import pytest

from conftest import BENCHMARKS, shared_path

WORLD = shared_path("data", "gbrain-world-v1", "corpus").parent  # read in place
sys.path.insert(0, str(BENCHMARKS))

import questions_world as qw  # noqa: E402


@pytest.fixture(scope="module")
def questions() -> list[qw.Question]:
    return qw.generate(WORLD)


def test_every_relation_and_direction_has_enough_wordings_of_each_language(questions):
    for relation in qw.RELATIONS:
        for direction in qw.DIRECTIONS:
            for lang, least in (("en", 8), ("ja", 5)):
                templates = qw.WORDINGS[(relation, direction, lang)]
                assert len(templates) >= least, (relation, direction, lang)
                assert len({t for t, _ in templates}) == len(templates), "a wording is repeated"
                used = {q.wording for q in questions
                        if (q.relation, q.direction, q.language, q.round) == (relation, direction, lang, 1)}
                assert len(used) == len(templates), (relation, direction, lang)
                # the later rounds: their own wordings, never one of an earlier round's again
                earlier = {t for t, _ in templates}
                for rnd in (2, 3):
                    mine = qw.ROUNDS[rnd][(relation, direction, lang)]
                    assert len(mine) >= least and len({t for t, _ in mine}) == len(mine)
                    fresh = [t for t, _ in mine if t not in earlier]
                    used = {q.wording for q in questions
                            if (q.relation, q.direction, q.language, q.round) == (relation, direction, lang, rnd)}
                    assert len(used) == len(fresh) >= least - 1, (relation, direction, lang, rnd)
                    earlier |= {t for t, _ in mine}


def test_gold_sets_are_non_empty_existing_pages_and_seeds_have_pages(questions):
    pages = qw.load_pages(WORLD)
    for q in questions:
        assert q.seed in pages, q.id
        assert q.gold and set(q.gold) <= set(pages), q.id
        assert q.seed not in q.gold, q.id
        kinds = {pages[s]["type"] for s in q.gold}
        assert kinds == {q.answer_type}, (q.id, kinds)


def test_gold_follows_the_facts():
    pages = qw.load_pages(WORLD)
    by_id = {q.id: q for q in qw.generate(WORLD)}
    page = next(p for s, p in sorted(pages.items()) if [x for x in p["_facts"].get("investors") or [] if x in pages])
    q = by_id[f"invested_in.into_entity.en.0:{page['slug']}"]
    assert q.gold == sorted(x for x in page["_facts"]["investors"] if x in pages)
    works = by_id.get(f"works_at.into_entity.en.0:{page['slug']}")
    staff = {x for k in ("employees", "founders") for x in page["_facts"].get(k) or [] if x in pages}
    assert (works.gold if works else []) == sorted(staff)


def test_a_third_of_the_wordings_is_held_out(questions):
    for wordings in qw.ROUNDS.values():
        for key, templates in wordings.items():
            splits = Counter(qw.split_of(i) for i in range(len(templates)))
            assert splits["heldout"] == len(templates) // 3, key
    for q in questions:
        assert q.split == qw.split_of(int(q.wording.split(".")[3])), q.id
        assert q.wording.endswith(f".r{q.round}") == (q.round > 1), q.id
    share = Counter(q.split for q in questions)
    assert 0.25 <= share["heldout"] / len(questions) <= 0.4


def test_ids_are_unique_and_generation_is_deterministic(questions):
    assert len({q.id for q in questions}) == len(questions)
    again = qw.generate(WORLD)
    assert [json.dumps(q.__dict__, ensure_ascii=False) for q in again] == [
        json.dumps(q.__dict__, ensure_ascii=False) for q in questions]
    assert set(qw.by_set(questions)) == {f"{lang} {split}{r}" for lang in ("en", "ja") for split in ("dev", "heldout")
                                         for r in ("", " r2", " r3", " r4", " r5", " r6")}


def test_texts_name_the_entity_and_japanese_keeps_the_title(questions):
    pages = qw.load_pages(WORLD)
    names = qw.names(pages)
    for q in questions:
        if q.language == "ja":
            assert pages[q.seed]["title"] in q.text, q.id
        else:
            assert any(names[q.seed][v] in q.text for v in ("title", "short", "lower")), q.id
        assert "{" not in q.text, q.id
    assert {v for ws in qw.WORDINGS.values() for _, v in ws} >= {"title", "short", "lower"}
    assert names["companies/anchor-28"]["short"] == "Anchor"  # "Anchor - Data Infrastructure Startup"
