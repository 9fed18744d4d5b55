"""world_time, the generated temporal world and its questions (tests/benchmarks/world_time.py): no database.

    .venv/bin/python -m pytest tests/eval/test_world_time.py -q
"""

from __future__ import annotations

import calendar
import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter
from datetime import date

import pytest
import yaml

from conftest import BENCHMARKS

sys.path.insert(0, str(BENCHMARKS))

import world_time as wt  # noqa: E402

SEED = wt.SEED
WIKILINK = re.compile(r"\[\[([^\]|]+)\]\]")
JA_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
FM_BLOCK = re.compile(r"\A---\n(.*?)\n---\n", re.S)
# phenomenon -> the template families that express it (at least three held-out templates each, per language)
PHENOMENON_FAMILIES = {
    "start": ("w.start", "a.start"), "end": ("w.end", "a.end"), "interval": ("w.interval", "a.interval"),
    "former": ("w.former", "a.former"), "current": ("w.current", "a.current"), "transition": ("w.transition",),
    "timeline start": ("tl.w.start", "tl.a.start"), "timeline end": ("tl.w.end", "tl.a.end"),
    "company start": ("c.w.start", "c.a.start"), "company end": ("c.w.end", "c.a.end"),
    "company former": ("c.w.former", "c.a.former"), "company current": ("c.w.current", "c.a.current"),
}
REQUIRED_PHENOMENA = ("frontmatter", "company-frontmatter", "timeline-only", "prose-only", "former-without-date",
                      "leave-and-return", "overlapping")


@pytest.fixture(scope="module", params=wt.SPLITS)
def world(request) -> wt.World:
    return wt.build_world(SEED, request.param)


@pytest.fixture(scope="module")
def worlds() -> dict[str, wt.World]:
    return {split: wt.build_world(SEED, split) for split in wt.SPLITS}


@pytest.fixture(scope="module")
def all_questions(worlds) -> dict[str, list[wt.Question]]:
    return {split: wt.questions(SEED, split, worlds[split]) for split in wt.SPLITS}


def _digest(pages: dict) -> str:
    return hashlib.sha256(json.dumps(pages, ensure_ascii=False, sort_keys=True, default=str).encode()).hexdigest()


# -- an independent reading of the gold: bounds from their ISO text, what a time asked can be decided -------------

def _lo(iso: str) -> date:
    parts = [int(x) for x in iso.split("-")]
    return date(parts[0], parts[1] if len(parts) > 1 else 1, parts[2] if len(parts) > 2 else 1)


def _hi(iso: str) -> date:
    parts = [int(x) for x in iso.split("-")]
    if len(parts) == 1:
        return date(parts[0], 12, 31)
    if len(parts) == 2:
        return date(parts[0], parts[1], calendar.monthrange(parts[0], parts[1])[1])
    return date(*parts)


def _held(gold: dict, lo: date, hi: date) -> str | None:
    """True / False when the stint certainly did / did not hold at some time of lo .. hi (each bound covering its
    whole year, month or day), None when its gold cannot tell."""
    end = gold["end"]
    start_min = _lo(gold["start"]["date"]) if gold["start"] else date.min
    if end is None:
        end_min = end_max = date.max
    elif end == wt.ENDED_UNKNOWN:
        end_min, end_max = start_min, date(2025, 12, 31)
    else:
        end_min = end_max = _hi(end["date"])
    start_max = _lo(gold["start"]["date"]) if gold["start"] else end_max
    if start_max <= hi and end_min >= lo:
        return True
    if start_min > hi or end_max < lo:
        return False
    return None


def _page_for(w: wt.World, st: wt.Statement) -> dict:
    return w.pages[st.page]


# -- determinism and shape ------------------------------------------------------------------------------------------

def test_same_seed_same_world_other_seed_or_split_other_world(worlds):
    for split, w in worlds.items():
        assert wt.build(SEED, split) == w.pages
        assert _digest(wt.build(SEED + 1, split)) != _digest(w.pages)
    dev, held = worlds["dev"], worlds["heldout"]
    assert sorted(dev.people) != sorted(held.people)          # other names (and careers) for the held-out world
    code = ("import sys, json, hashlib; sys.path.insert(0, sys.argv[1]); import world_time as wt; "
            "print(hashlib.sha256(json.dumps(wt.build(19, 'heldout'), ensure_ascii=False, sort_keys=True, "
            "default=str).encode()).hexdigest())")
    for hash_seed in ("0", "4242"):
        out = subprocess.run([sys.executable, "-c", code, str(BENCHMARKS)], capture_output=True, text=True,
                             check=True, env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert out.stdout.strip() == _digest(held.pages)


def test_sizes_languages_and_page_format(world):
    types = Counter((p["type"], p["language"]) for p in world.pages.values())
    assert types == {("person", "en"): 42, ("person", "ja"): 28, ("company", "en"): 15, ("company", "ja"): 10}
    for slug, page in world.pages.items():
        assert re.fullmatch(r"(people|companies)/[a-z]+(-[a-z]+)*", slug), slug
        fm = yaml.safe_load(FM_BLOCK.match(page["markdown"]).group(1))
        assert fm["title"] == page["title"] and fm["type"] == page["type"]
        body = page["markdown"][FM_BLOCK.match(page["markdown"]).end():]
        truth, timeline = body.split("\n\n## Timeline\n\n")
        assert truth == page["compiled_truth"] and timeline.strip() == page["timeline"]
        for line in page["timeline"].splitlines():
            assert re.fullmatch(r"- (\*\*[^*]+\*\* \||[^:]+:) .+", line), (slug, line)
        for target in WIKILINK.findall(page["markdown"]):
            assert target in world.pages and target != slug, (slug, target)
    assert len({p["title"] for p in world.pages.values()}) == len(world.pages)


def test_frontmatter_is_yaml_and_states_the_gold(world):
    def norm(value):
        if isinstance(value, list):
            return [norm(v) for v in value]
        if isinstance(value, dict):
            return {k: norm(v) for k, v in value.items()}
        return value.isoformat() if isinstance(value, date) else value

    titles = {slug: p["title"] for slug, p in world.pages.items()}
    for slug, page in world.pages.items():
        parsed = norm(yaml.safe_load(FM_BLOCK.match(page["markdown"]).group(1)))
        assert parsed == norm(page["frontmatter"]), slug
    n = Counter()
    for s in world.stints:
        for via, page, other, key in (("fm", s.person, s.company, {"works_at": "company", "advises": "advises"}),
                                      ("cfm", s.company, s.person, {"works_at": "key_people", "advises": "advisors",
                                                                    "invested_in": "investors"})):
            if via not in (s.start_via, s.end_via) or s.relation not in key:
                continue
            items = [i for i in norm(yaml.safe_load(FM_BLOCK.match(world.pages[page]["markdown"]).group(1)))
                     .get(key[s.relation], []) if i["name"] == titles[other]]
            stated = [{"start": str(i.get("since", i.get("start", ""))), "end": str(i.get("until", i.get("end", "")))}
                      for i in items]
            want = {"start": s.start.iso() if s.start_via == via else "",
                    "end": s.end.iso() if s.end_via == via else ""}
            assert want in stated, (s.id, via, stated, want)
            n[via] += 1
    assert n["fm"] >= 10 and n["cfm"] >= 10


# -- templates and wordings -----------------------------------------------------------------------------------------

def test_every_template_of_a_split_is_used_in_it_and_never_in_the_other(worlds):
    for split, w in worlds.items():
        used = Counter(st.template for st in w.statements)
        for (family, lang), templates in wt.TEMPLATES.items():
            for i in range(len(templates)):
                key = f"{family}.{lang}.{i}"
                if wt.split_of(i) == split:
                    assert used[key], (split, key)
                else:
                    assert not used[key], (split, key)
        for i in range(len(wt.FM_FORMATS)):
            assert bool(used[f"fm.any.{i}"]) == (wt.split_of(i) == split), (split, i)


def test_enough_held_out_templates_per_phenomenon_and_language():
    for name, families in PHENOMENON_FAMILIES.items():
        for lang in wt.LANGS:
            held = sum(1 for f in families for i in range(len(wt.TEMPLATES[(f, lang)])) if wt.split_of(i) == "heldout")
            assert held >= 3, (name, lang, held)
    held = [f for i, f in enumerate(wt.FM_FORMATS) if wt.split_of(i) == "heldout"]
    dev = [f for i, f in enumerate(wt.FM_FORMATS) if wt.split_of(i) == "dev"]
    assert len(held) >= 3
    for formats in (held, dev):      # since/until and start/end, flow and block, in each split
        assert {f[1] for f in formats} == {"since", "start"} and {f[0] for f in formats} == {"flow", "block"}
    for (family, lang), templates in wt.TEMPLATES.items():
        assert len(set(templates)) == len(templates), (family, lang)
        if family.endswith((".start", ".end", ".interval", ".transition")) and not family.startswith("c.a"):
            assert all("{d" in t or "{in_d" in t or "{In_d" in t or family.startswith("tl.") for t in templates)


def test_every_wording_of_a_split_is_asked_in_it_and_never_in_the_other(all_questions):
    for split, qs in all_questions.items():
        asked = Counter(q.wording for q in qs)
        for (kind, lang), wordings in wt.WORDINGS.items():
            for i in range(len(wordings)):
                key = f"{kind}.{lang}.{i}"
                assert bool(asked[key]) == (wt.split_of(i) == split), (split, key)
        assert all(q.split == split for q in qs)
    for (kind, lang), wordings in wt.WORDINGS.items():
        assert len({t for _, t in wordings}) == len(wordings) == 9, (kind, lang)


# -- the gold ---------------------------------------------------------------------------------------------------------

def test_stints_are_well_formed_and_stated(world):
    for s in world.stints:
        g = s.gold()
        assert s.person in world.people and s.company in world.companies
        if g["start"] is not None:
            assert s.start.contains(s.true_start), s.id
            assert s.true_start <= date(2025, 12, 31)
        else:
            assert s.start_via == "none"
        if isinstance(s.end, wt.Bound):
            assert s.end.contains(s.true_end) and s.true_end <= date(2025, 12, 31), s.id
            if s.start is not None:
                assert s.start.lo <= s.end.hi, s.id
        elif s.end == wt.ENDED_UNKNOWN:
            assert s.end_via in ("former", "cformer") and s.true_end is not None
        else:
            assert s.true_end is None
        if s.relation in wt.RELATIONS:
            assert s.channels, s.id          # every stint is stated somewhere
    # one person's works_at stints follow one another; a company twice means a gap between
    for p in world.people:
        jobs = sorted((s for s in world.stints if s.person == p and s.relation == "works_at"),
                      key=lambda s: s.true_start)
        for a, b in zip(jobs, jobs[1:], strict=False):
            assert a.true_end is not None and a.true_end < b.true_start, (a.id, b.id)
            if a.company == b.company:
                assert (b.true_start - a.true_end).days >= 365


def test_bound_setting_statements_carry_their_dates(world):
    by_id = {s.id: s for s in world.stints}
    checked = Counter()
    for st in world.statements:
        if st.channel not in ("prose", "cprose", "tl") or not st.stints:
            continue
        s = by_id[st.stints[0]]
        page = _page_for(world, st)
        assert st.text in (page["timeline"] if st.channel == "tl" else page["compiled_truth"]), st.text
        other = s.company if st.channel != "cprose" else s.person
        assert f"[[{other}]]" in st.text, st.text
        role = st.family.rsplit(".", 1)[1]
        if role in ("start", "end", "interval", "transition"):
            bounds = {"start": [s.start], "end": [s.end], "interval": [s.start, s.end],
                      "transition": [s.end] + [by_id[x].start for x in st.stints[1:]]}[role]
            if st.channel == "tl":
                line = next(x for x in page["timeline"].splitlines() if x.endswith(st.text))
                assert bounds[0].iso() in line or wt.ja_date(bounds[0]) in line, line
            else:
                for b in bounds:
                    assert any(form in st.text for form in (wt.en_date(b, 0), wt.en_date(b, 1), wt.ja_date(b))), \
                        (st.text, b)
            checked[role] += 1
    assert min(checked.values()) >= 5 and len(checked) == 4, checked


def test_distractors_state_no_stint(world):
    pairs = {(s.person, s.company) for s in world.stints}
    n = Counter()
    for st in world.statements:
        if st.channel != "distractor":
            continue
        targets = WIKILINK.findall(st.text)
        assert len(targets) == 1 and targets[0] != st.page
        if st.family == "d.company":
            assert (st.page, targets[0]) not in pairs
        if st.family == "d.bystander":
            assert (targets[0], st.page) not in pairs
        n[st.family] += 1
    assert len(n) == 3 and min(n.values()) >= 5, n


def test_now_plain_former_gold(world):
    qs = wt.questions(SEED, world.split, world)
    for q in qs:
        if q.kind not in ("now", "plain", "former"):
            continue
        mine = [s for s in world.stints if s.company == q.company and s.relation == q.relation]
        open_ = sorted({s.person for s in mine if s.true_end is None})
        left = sorted({s.person for s in mine if s.true_end is not None} - set(open_))
        assert open_ and left, q.id
        if q.kind == "former":
            assert q.relation == "works_at" and q.gold == left
        else:
            assert q.gold == open_ and q.former == left
        assert world.pages[q.company]["title"] in q.text


def test_as_of_and_during_gold_by_an_independent_reading(world):
    qs = wt.questions(SEED, world.split, world)
    n = Counter()
    for q in qs:
        if q.kind not in ("as_of", "during"):
            continue
        lo, hi = date.fromisoformat(q.period[0]), date.fromisoformat(q.period[1])
        verdicts = {}
        for s in world.stints:
            if s.company == q.company and s.relation == q.relation:
                v = _held(s.gold(), lo, hi)
                assert v is not None, (q.id, s.id)             # never asked where a stint cannot be decided
                verdicts[s.person] = verdicts.get(s.person, False) or v
                if q.kind == "as_of" and lo != hi:              # a month: no bound stated to the month or day in it
                    for b in (s.gold()["start"], s.gold()["end"]):
                        if isinstance(b, dict) and b["precision"] != "year":
                            assert not lo <= _lo(b["date"]) <= hi, (q.id, s.id)
        assert q.gold == sorted(p for p, v in verdicts.items() if v) and q.gold, q.id
        assert hi <= date(2025, 12, 31)
        n[q.kind] += 1
    assert n["as_of"] >= 40 and n["during"] >= 40, n
    # the coverage rule is exercised: a day inside a bound stated to the year counts as held
    covered = 0
    for q in qs:
        if q.kind == "as_of":
            lo = date.fromisoformat(q.period[0])
            covered += any(s.end is not None and isinstance(s.end, wt.Bound) and s.end.precision == "year"
                           and s.end.contains(lo) and s.person in q.gold
                           for s in world.stints if s.company == q.company and s.relation == q.relation)
    assert covered >= 3


def test_before_gold_by_an_independent_reading(world):
    qs = [q for q in wt.questions(SEED, world.split, world) if q.kind == "before"]
    assert len(qs) >= 40
    for q in qs:
        jobs = sorted((s for s in world.stints if s.person == q.person and s.relation == "works_at"),
                      key=lambda s: s.true_start)
        named = [s for s in jobs if s.company == q.company]
        assert len(named) == 1 and named[0].start is not None
        start_hi = _hi(named[0].gold()["start"]["date"])
        earlier = [s for s in jobs if s.true_start < named[0].true_start]
        assert all(isinstance(s.end, wt.Bound) for s in earlier), q.id
        assert q.gold == sorted({s.company for s in earlier if _lo(s.gold()["end"]["date"]) <= start_hi}), q.id
        assert q.answer_type == "company" and world.pages[q.person]["title"] in q.text


def test_questions_per_kind_and_language(all_questions):
    for split, qs in all_questions.items():
        assert len({q.id for q in qs}) == len(qs)
        cells = Counter((q.kind, q.lang) for q in qs)
        for kind in wt.KINDS:
            for lang in wt.LANGS:
                assert cells[(kind, lang)] >= 30, (split, kind, lang, cells[(kind, lang)])
        assert {q.relation for q in qs if q.kind in ("now", "as_of", "during")} == set(wt.RELATIONS)
        assert all(q.gold for q in qs)
        pages = wt.build(SEED, split)
        for q in qs:
            text = q.text
            for slug in (q.company, q.person):
                if slug:
                    text = text.replace(pages[slug]["title"], "")
            assert bool(JA_CHAR.search(text)) == (q.lang == "ja"), q.text


# -- languages and phenomena ----------------------------------------------------------------------------------------

def test_japanese_pages_are_in_japanese(world):
    for page in world.pages.values():
        text = WIKILINK.sub("", page["compiled_truth"])
        letters = [c for c in text if c.isalpha()]
        ja = len(JA_CHAR.findall(text))
        if page["language"] == "ja":
            assert KANA.search(text) and ja >= 0.8 * len(letters), page["slug"]
            assert KANA.search(WIKILINK.sub("", page["timeline"])), page["slug"]
        else:
            assert not JA_CHAR.search(text) and not JA_CHAR.search(page["timeline"]), page["slug"]


def test_each_phenomenon_occurs_at_least_five_times(world):
    stints = [s for s in world.stints if s.relation in wt.RELATIONS]
    counts = {t: sum(t in s.tags for s in stints) for t in wt.PHENOMENA}
    for t in REQUIRED_PHENOMENA:
        assert counts[t] >= 5, (world.split, t, counts[t])
    # leave-and-return: the same person and company twice; overlapping: works at one company while advising another
    for s in stints:
        if "leave-and-return" in s.tags:
            assert sum(1 for x in stints if (x.person, x.company, x.relation) == (s.person, s.company, s.relation)) == 2
    vias = Counter(v for s in stints for v in (s.start_via, s.end_via))
    for via in ("fm", "cfm", "tl", "prose", "cprose", "interval", "transition", "former", "current", "open"):
        assert vias[via] >= 3, (world.split, via)
    precisions = Counter(b.precision for s in stints for b in (s.start, s.end) if isinstance(b, wt.Bound))
    assert min(precisions.values()) >= 20 and len(precisions) == 3
    founded = [st for st in world.statements if st.family in ("f.founded", "c.founded")]
    invested = [s for s in world.stints if s.relation == "invested_in"]
    assert len(founded) >= 4 and len(invested) >= 10 and any(s.ended for s in invested)


def test_write_corpus_and_the_command_line(tmp_path):
    pages = wt.write_corpus(tmp_path / "dev", SEED, "dev")
    files = sorted((tmp_path / "dev").rglob("*.md"))
    assert len(files) == len(pages) == 95
    assert (tmp_path / "dev" / "people").is_dir() and (tmp_path / "dev" / "companies").is_dir()
    for path in files:
        slug = path.relative_to(tmp_path / "dev").with_suffix("").as_posix()
        assert path.read_text(encoding="utf-8") == pages[slug]["markdown"]
    proc = subprocess.run([sys.executable, str(BENCHMARKS / "world_time.py"), str(tmp_path / "held"), "--split",
                           "heldout"], capture_output=True, text=True, check=True)
    assert len(list((tmp_path / "held").rglob("*.md"))) == 95
    for word in ("person ja 28", "company en 15", "former-without-date", "before ja"):
        assert word in proc.stderr, word


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_other_seeds_keep_the_invariants(seed):
    for split in wt.SPLITS:
        w = wt.build_world(seed, split)
        assert len(w.people) == 70 and len(w.companies) == 25
        for s in w.stints:
            if s.start is not None:
                assert s.start.contains(s.true_start)
            if isinstance(s.end, wt.Bound):
                assert s.end.contains(s.true_end) and (s.start is None or s.start.lo <= s.end.hi)
        qs = wt.questions(seed, split, w)
        assert all(q.gold for q in qs) and {q.kind for q in qs} == set(wt.KINDS)
