"""The composed 2–3-hop question sets (tests/benchmarks/questions_chains.py): no database."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections import Counter, defaultdict
from dataclasses import asdict

import pytest

from conftest import BENCHMARKS, shared_path

WORLD = shared_path("data", "gbrain-world-v1", "corpus").parent  # read in place
sys.path.insert(0, str(BENCHMARKS))

import questions_chains as qc  # noqa: E402
import questions_world as qw  # noqa: E402

FLIP = {"out": "in", "in": "out"}


@pytest.fixture(scope="module")
def pages() -> dict[str, dict]:
    return qw.load_pages(WORLD)


@pytest.fixture(scope="module")
def questions() -> list[qc.ChainQuestion]:
    return qc.generate_chains(WORLD)


def gold_of(questions, family: str, seed: str) -> tuple[list[str], list[str]] | None:
    for q in questions:
        if q.family == family and q.seed == seed:
            return q.gold, q.bridges
    return None


def test_generation_is_deterministic_and_ids_are_unique(questions):
    again = qc.generate_chains(WORLD)
    assert [json.dumps(asdict(q), ensure_ascii=False) for q in again] == [
        json.dumps(asdict(q), ensure_ascii=False) for q in questions]
    assert len({q.id for q in questions}) == len(questions)


def test_every_family_has_both_languages_and_forms_with_enough_wordings(questions):
    assert len(qc.FAMILIES) >= 7 and len(qc.FAMILY) == len(qc.FAMILIES)
    assert sorted(qc.ROUNDS) == [1, 2] and qc.ROUNDS[1] is qc.WORDINGS and qc.ROUNDS[2] is qc.WORDINGS_ROUND2
    assert set(qc.ROUND_NOTES) == set(qc.ROUNDS)
    keys = {(f.name, form, lang) for f in qc.FAMILIES for form in qc.FORMS for lang in qc.LANGUAGES}
    for rnd, wordings in qc.ROUNDS.items():
        assert set(wordings) == keys, rnd
        used: dict[tuple[str, str, str], set[str]] = defaultdict(set)
        for q in questions:
            if q.round == rnd:
                used[(q.family, q.form, q.language)].add(q.wording)
        for key, templates in wordings.items():
            assert len(templates) >= (6 if key[2] == "en" else 4), (rnd, key)
            assert len(used[key]) == len(templates), (rnd, key)  # every wording is asked, for every family and form
            assert all(variant in ("title", "short", "lower", "san") for _, variant in templates), (rnd, key)
            assert all(t.count("{n}") == 1 and t.count("{") == t.count("}") == 1 for t, _ in templates), (rnd, key)
            if key[2] == "ja":  # Japanese keeps the name as written
                assert all(variant in ("title", "san") for _, variant in templates), (rnd, key)
            else:
                assert all(variant != "san" for _, variant in templates), (rnd, key)
            if qc.FAMILY[key[0]].seed_type != "person":
                assert all(variant != "san" for _, variant in templates), (rnd, key)
    # the second round has exactly the first one's shape: 6 English and 4 Japanese wordings for every key
    assert {key: len(ts) for key, ts in qc.WORDINGS_ROUND2.items()} == {
        key: (6 if key[2] == "en" else 4) for key in keys}


def test_no_wording_template_is_repeated_anywhere(questions):
    owners: dict[str, set[tuple[int, str, str, str]]] = defaultdict(set)
    for rnd, wordings in qc.ROUNDS.items():
        for key, templates in wordings.items():
            for template, _ in templates:
                owners[template].add((rnd, *key))
        assert all(len(ts) == len({t for t, _ in ts}) for ts in wordings.values()), rnd
    assert {t: keys for t, keys in owners.items() if len(keys) > 1} == {}  # (nor across rounds)
    one_hop = {t for rnd in qw.ROUNDS.values() for ts in rnd.values() for t, _ in ts}
    assert set(owners) & one_hop == set()
    # so no round-2 wording is skipped as a repeat: both rounds ask the same number of questions
    assert Counter(q.round for q in questions) == {1: len(questions) // 2, 2: len(questions) // 2}


def test_held_out_is_exactly_every_third_wording(questions):
    for q in questions:
        family, form, lang, index, *suffix = q.wording.split(".")
        assert (family, form, lang) == (q.family, q.form, q.language), q.id
        assert suffix == ([] if q.round == 1 else [f"r{q.round}"]), q.id
        assert q.split == ("heldout" if int(index) % 3 == 2 else "dev"), q.id
        assert q.id == f"chains.{q.wording}:{q.seed}"
    for wordings in qc.ROUNDS.values():
        for key, templates in wordings.items():
            held = {i for i in range(len(templates)) if qc.split_of(i) == "heldout"}
            assert held == {i for i in range(len(templates)) if i % 3 == 2}, key
    for rnd in qc.ROUNDS:
        share = Counter(q.split for q in questions if q.round == rnd)
        assert 0.2 <= share["heldout"] / share.total() <= 0.4, rnd


def test_round_one_is_unchanged(questions):
    # the first round's questions keep their ids, texts and order, so its figures stay comparable
    first = [q for q in questions if q.round == 1]
    assert len(first) == 3640
    # sha256 of the first round's "id<TAB>text" lines in generation order, as generated before round 2 was added
    digest = hashlib.sha256("\n".join(f"{q.id}\t{q.text}" for q in first).encode()).hexdigest()
    assert digest == "bf69609886590ad649fae60260e936aa2ac057624696e3813c2c646a8cc172dc"
    by_id = {q.id: q for q in first}
    assert len(by_id) == len(first)
    assert by_id["chains.investors_of_founded.plain.en.0:people/mia-brown-0"].text == (
        "Who invested in the companies founded by Mia Brown?")
    assert by_id["chains.co_investors.reworded.en.2:people/chris-jackson-91"].text == (
        "who invests together with chris jackson")
    assert by_id["chains.investors_at_meeting.plain.ja.0:meetings/board-acme-2025-q1-0"].text == (
        "Acme Board Meeting Q1 2025に出席した投資家は？")
    assert by_id["chains.advisors_of_employer.reworded.ja.1:people/julia-johnson-114"].text == (
        "Julia Johnsonさんの働く企業の顧問を教えて")
    assert all(not q.wording.endswith(".r2") for q in first)
    second = [q for q in questions if q.round == 2]
    assert len(second) == len(first) and {q.id for q in second}.isdisjoint(by_id)
    assert {q.text for q in second}.isdisjoint({q.text for q in first})
    # the same seeds, gold and bridges for a family in both rounds: only the wordings differ
    gold = {(q.family, q.seed): (q.gold, q.bridges) for q in first}
    assert {(q.family, q.seed): (q.gold, q.bridges) for q in second} == gold


def test_gold_and_bridges_are_existing_pages_of_the_right_type(questions, pages):
    for q in questions:
        family = qc.FAMILY[q.family]
        assert q.gold and q.gold == sorted(set(q.gold)), q.id
        assert q.bridges == sorted(set(q.bridges)) and q.seed not in q.bridges, q.id
        assert set(q.gold) | set(q.bridges) <= set(pages), q.id
        assert q.answer_type == family.answer_type and {pages[g]["type"] for g in q.gold} == {q.answer_type}, q.id
        assert pages[q.seed]["type"] == family.seed_type, q.id
        assert q.steps == [list(s) for s in family.steps] and q.hops == len(family.steps), q.id
        assert 2 <= q.hops <= 3, q.id
        moves = sum(1 for _, d in family.steps if d != "has_out")
        assert bool(q.bridges) == (moves > 1), q.id  # a chain of two walks always passes through a page


def test_gold_follows_the_facts_for_hand_checked_seeds(questions):
    # Read off the corpus `_facts`: Mia Brown founded Acme, whose investors are Chris Jackson and Ian Anderson
    # (Ian has no page, so he is not an answer); Chris Jackson invested in Acme, Gravity (founder Quinten Wang,
    # co-investors Rosa Nakamura and Rachel Brown) and Meridian (founder Chris Nakamura has no page; co-investor
    # Priya Taylor; Vera Gonzalez has no page).
    assert gold_of(questions, "investors_of_founded", "people/mia-brown-0") == (
        ["people/chris-jackson-91"], ["companies/acme-0"])
    assert gold_of(questions, "founders_of_portfolio", "people/chris-jackson-91") == (
        ["people/mia-brown-0", "people/quinten-wang-17"], ["companies/acme-0", "companies/gravity-17"])
    assert gold_of(questions, "co_investors", "people/chris-jackson-91") == (
        ["people/priya-taylor-85", "people/rachel-brown-95", "people/rosa-nakamura-94"],
        ["companies/gravity-17", "companies/meridian-40"])
    # the Acme board meeting: Mia Brown (founder), Chris Jackson (partner, investor), Ian Anderson (no page)
    assert gold_of(questions, "investors_at_meeting", "meetings/board-acme-2025-q1-0") == (
        ["people/chris-jackson-91"], [])
    assert gold_of(questions, "investors_of_founders_at_meeting", "meetings/board-acme-2025-q1-0") == (
        ["people/chris-jackson-91"], ["companies/acme-0", "people/mia-brown-0"])
    # Olivia Miller advises Epsilon (founder Paul Rodriguez, employee Julia Johnson) and Prism (no founder or
    # employee with a page); Tina Wang advises Apex (Nina Rodriguez) and Gravity (Quinten Wang)
    assert gold_of(questions, "staff_of_advised", "people/olivia-miller-176") == (
        ["people/julia-johnson-114", "people/paul-rodriguez-4"], ["companies/epsilon-4"])
    assert gold_of(questions, "founders_of_advised", "people/tina-wang-179") == (
        ["people/nina-rodriguez-18", "people/quinten-wang-17"], ["companies/apex-18", "companies/gravity-17"])
    assert gold_of(questions, "advisors_of_founded", "people/paul-rodriguez-4") == (
        ["people/olivia-miller-176"], ["companies/epsilon-4"])
    assert gold_of(questions, "advisors_of_employer", "people/julia-johnson-114") == (
        ["people/olivia-miller-176"], ["companies/epsilon-4"])
    # three hops: Chris Jackson -> Acme, Gravity -> Mia Brown, Quinten Wang -> their meetings
    gold, bridges = gold_of(questions, "meetings_of_portfolio_founders", "people/chris-jackson-91")
    assert "meetings/board-acme-2025-q1-0" in gold and "meetings/oneonone-0-2025-01-01" in gold
    assert bridges == ["companies/acme-0", "companies/gravity-17", "people/mia-brown-0", "people/quinten-wang-17"]


def test_gold_matches_an_independent_walk_over_the_facts(questions, pages):
    edges = qw.edges(pages)
    for family in qc.FAMILIES:
        asked = {q.seed: q.gold for q in questions if q.family == family.name}
        for seed, gold in asked.items():
            frontier = {seed}
            for relation, direction in family.steps:
                if direction == "has_out":
                    frontier = {x for x in frontier if any(a == x for a, _ in edges[relation])}
                elif direction == "out":
                    frontier = {b for a, b in edges[relation] if a in frontier}
                else:
                    frontier = {a for a, b in edges[relation] if b in frontier}
            assert sorted(frontier - ({seed} if family.exclude_seed else set())) == gold, (family.name, seed)


def test_the_seed_is_never_in_the_gold_of_a_family_that_excludes_it(questions, pages):
    adj = qc.adjacency(qw.edges(pages))
    excluding = [f for f in qc.FAMILIES if f.exclude_seed]
    assert [f.name for f in excluding] == ["co_investors"]
    for family in excluding:
        mine = [q for q in questions if q.family == family.name]
        assert mine
        for q in mine:
            assert q.seed not in q.gold, q.id
            # the exclusion matters: without it the chain comes back to the seed
            assert q.seed in qc.walk(adj, q.seed, family.steps, exclude_seed=False)[0], q.id


def test_reverses_walk_the_same_chain_from_the_other_end(questions):
    assert set(qc.REVERSES) == set(qc.FAMILY)
    for name, reverse in qc.REVERSES.items():
        if reverse is None:
            continue
        assert qc.REVERSES[reverse] == name
        steps, back = qc.FAMILY[name].steps, qc.FAMILY[reverse].steps
        assert list(back) == [(r, FLIP[d]) for r, d in reversed(steps)], name
        if reverse == name or qc.FAMILY[name].exclude_seed:
            continue
        forward = {(q.seed, g) for q in questions if q.family == name for g in q.gold}
        backward = {(g, q.seed) for q in questions if q.family == reverse for g in q.gold}
        assert forward == backward, name  # (no family reaches the 40-seed cap on this corpus)


def test_sets_partition_the_questions(questions):
    sets = qc.chain_sets(questions)
    first = [f"chains {lang} {form} {split}" for lang in ("en", "ja") for form in ("plain", "reworded")
             for split in ("dev", "heldout")]
    assert list(sets) == first + [f"{name} r2" for name in first]  # round 1 keeps its names, and comes first
    assert sum(len(qs) for qs in sets.values()) == len(questions)
    for name, qs in sets.items():
        assert qs, name
        assert {f"chains {q.language} {q.form} {q.split}" + (f" r{q.round}" if q.round > 1 else "")
                for q in qs} == {name}
        assert {q.family for q in qs} == set(qc.FAMILY), name  # every family in every set
        assert {q.round for q in qs} == {2 if name.endswith(" r2") else 1}, name
    for name in first:  # the same seeds in both rounds, 6 or 4 wordings each: as many questions in each
        assert len(sets[name]) == len(sets[f"{name} r2"]), name
    assert len(sets["chains en plain heldout r2"]) == 364 and len(sets["chains ja plain heldout r2"]) == 182
    assert all(len([q for q in questions if q.round == rnd]) < 4000 for rnd in qc.ROUNDS)


def test_texts_name_the_seed_and_japanese_keeps_the_title(questions, pages):
    variants = qw.names(pages)
    for q in questions:
        assert "{" not in q.text and "}" not in q.text, q.id
        if q.language == "ja":
            assert pages[q.seed]["title"] in q.text, q.id
        else:
            assert any(variants[q.seed][v] in q.text for v in ("title", "short", "lower")), q.id


def test_seeds_are_capped_evenly_and_deterministically():
    seeds = [f"s{i:03d}" for i in range(100)]
    assert qc.thin(seeds, 40) == [seeds[i * 100 // 40] for i in range(40)]
    assert qc.thin(seeds[:7], 40) == seeds[:7]
    assert len(set(qc.thin(seeds, 40))) == 40 and qc.thin(seeds, 40)[0] == "s000"
    capped = qc.generate_chains(WORLD, max_seeds=5)
    per_family: dict[str, set[str]] = defaultdict(set)
    for q in capped:
        per_family[q.family].add(q.seed)
    full: dict[str, list[str]] = defaultdict(list)
    for q in qc.generate_chains(WORLD, max_seeds=10_000):
        if q.seed not in full[q.family]:
            full[q.family].append(q.seed)
    for family, seeds_of in per_family.items():
        assert sorted(seeds_of) == qc.thin(sorted(full[family]), 5), family


def test_the_script_prints_one_json_line_per_question_and_a_summary(questions):
    proc = subprocess.run([sys.executable, str(BENCHMARKS / "questions_chains.py")],
                          capture_output=True, text=True, check=True, env={**os.environ, "GBRAIN_WORLD": str(WORLD)})
    lines = proc.stdout.splitlines()
    assert len(lines) == len(questions)
    assert json.loads(lines[0]) == asdict(questions[0])
    summary = json.loads(proc.stderr)
    assert summary["questions"] == len(questions)
    assert set(summary["families"]) == set(qc.FAMILY)
    assert sum(summary["split"].values()) == sum(summary["form"].values()) == len(questions)
    assert summary["round"] == {"1": len(questions) // 2, "2": len(questions) // 2}
    assert set(summary["sets"]) == set(qc.chain_sets(questions))
