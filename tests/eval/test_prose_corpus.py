"""The prose corpus of tests/benchmarks (prose.py and its template sets prose_<set>.py) and bench_prose's scoring: no
database."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from conftest import BENCHMARKS

sys.path.insert(0, str(BENCHMARKS))

import bench_prose  # noqa: E402
import prose  # noqa: E402
import prose_heldout  # noqa: E402

PAGES = 400
SEED = 5
SETS = ("dev", "heldout", "dev2", "heldout2", "dev3", "heldout3", "dev4", "heldout4")
WIKI = re.compile(r"\[\[([^\]|\\]+)")
MDLINK = re.compile(r"\]\(\.\./([^)]+)\.md\)")
TYPE = re.compile(r"^type: (\w+)$", re.MULTILINE)


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> dict[str, tuple[Path, prose.Gold]]:
    out = {}
    for name in SETS:
        root = tmp_path_factory.mktemp(f"prose-{name}")
        out[name] = (root, prose.generate(root, PAGES, SEED, name))
    return out


def _files(root: Path) -> dict[str, str]:
    return {p.relative_to(root).with_suffix("").as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(root.rglob("*.md"))}


def _digest(root: Path) -> str:
    h = hashlib.sha256()
    for slug, text in _files(root).items():
        h.update(slug.encode() + b"\0" + text.encode() + b"\0")
    return h.hexdigest()


def test_same_seed_same_corpus_other_seed_other_corpus(corpora, tmp_path):
    for name in SETS:
        root, gold = corpora[name]
        again = prose.generate(tmp_path / name, PAGES, SEED, name)
        assert _digest(tmp_path / name) == _digest(root)
        assert again.edges == gold.edges and again.langs == gold.langs
        assert [s.text for s in again.statements] == [s.text for s in gold.statements]
        other = prose.generate(tmp_path / f"{name}-other", PAGES, SEED + 1, name)
        assert _digest(tmp_path / f"{name}-other") != _digest(root)
        assert other.edges != gold.edges
    # no dependence on string hashing (set order): the same files under another PYTHONHASHSEED
    code = ("import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]); import prose; "
            "prose.generate(Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), 'dev')")
    for hash_seed in ("1", "2"):
        out = tmp_path / f"hash-{hash_seed}"
        subprocess.run([sys.executable, "-c", code, str(BENCHMARKS), str(out), str(PAGES), str(SEED)], check=True,
                       env={"PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"})
        assert _digest(out) == _digest(corpora["dev"][0])


def test_every_reference_is_a_gold_pair_between_written_pages(corpora):
    for name in SETS:
        root, gold = corpora[name]
        files = _files(root)
        types = {slug: TYPE.search(text).group(1) for slug, text in files.items()}
        assert types == gold.pages
        pairs = set()
        for slug, text in files.items():
            frontmatter = text.split("---\n")[1]
            assert set(re.findall(r"^(\w+):", frontmatter, re.MULTILINE)) == {"title", "type"}
            for target in WIKI.findall(text) + MDLINK.findall(text):
                assert target in files, (slug, target)
                assert target != slug
                pairs.add((slug, target))
        assert pairs == set(gold.pair_edges) == set(gold.by_pair) == set(gold.langs)
        for f, t, _ in gold.edges:
            assert f in files and t in files
        # every statement's text is on its page
        for st in gold.statements:
            assert st.text in files[st.page], st.text


def test_gold_types_respect_the_domains(corpora):
    for name in SETS:
        _, gold = corpora[name]
        kinds = Counter(e[2] for e in gold.edges)
        assert set(kinds) == set(prose.TYPES), kinds
        for f, t, k in gold.edges:
            if k == "mentions":
                continue
            froms, tos = prose.DOMAINS[k]
            assert gold.pages[f] in froms and gold.pages[t] in tos, (f, t, k)
        for (page, target), edges in gold.pair_edges.items():
            if edges == {(page, target, "mentions")}:
                continue
            # typed: no mentions beside it, and every edge joins the page and that target
            assert all(k != "mentions" and {f, t} == {page, target} for f, t, k in edges), edges


def test_negated_statements_alone_give_mentions(corpora):
    seen = 0
    for name in SETS:
        _, gold = corpora[name]
        ts = {f"{name}-{i:03d}": tp for i, tp in enumerate(prose.template_set(name))}
        for st in gold.statements:
            rels = ts[st.template].relations
            for slot, target in st.targets.items():
                negated_only = rels.get(slot) and all(r.negated for r in rels[slot])
                if negated_only and len(gold.by_pair[(st.page, target)]) == 1:
                    assert gold.pair_edges[(st.page, target)] == {(st.page, target, "mentions")}, st.text
                    seen += 1
    assert seen > 50


def test_template_sets_are_disjoint_a_third_held_out_and_big_enough():
    dev, held = prose.template_set("dev"), prose.template_set("heldout")
    assert held is prose_heldout.TEMPLATES
    for ts in (dev, held):
        prose.check_templates(ts)
    assert not {tp.text for tp in dev} & {tp.text for tp in held}
    assert len({tp.text for tp in dev}) == len(dev) and len({tp.text for tp in held}) == len(held)
    assert 3 * len(held) == len(dev) + len(held)
    both = dev + held
    sentences = Counter(tp.lang for tp in both if tp.kind == "sentence")
    assert sentences["en"] >= 60 and sentences["ja"] >= 45, sentences
    for kind in ("bullet", "table", "timeline", "mixed"):
        assert any(tp.kind == kind for tp in dev) and any(tp.kind == kind for tp in held), kind
    with pytest.raises(ValueError):
        prose.template_set("all")


@pytest.mark.parametrize("second", ["2", "3", "4"])
def test_the_later_template_sets_are_disjoint_and_about_a_third_held_out(second):
    """prose_dev2 / prose_heldout2, prose_dev3 / prose_heldout3 and prose_dev4 / prose_heldout4: each written apart
    from the others, from the gold rules only."""
    dev, held = prose.template_set(f"dev{second}"), prose.template_set(f"heldout{second}")
    # no template tuned or trained on is a held-out one of any set, nor the reverse
    other_held = {tp.text for name in SETS if name.startswith("heldout") and not name.endswith(second)
                  for tp in prose.template_set(name)}
    other_dev = {tp.text for name in SETS if name.startswith("dev") and not name.endswith(second)
                 for tp in prose.template_set(name)}
    assert not {tp.text for tp in dev} & other_held
    assert not {tp.text for tp in held} & other_dev
    for ts in (dev, held):
        prose.check_templates(ts)
        assert len({tp.text for tp in ts}) == len(ts)
    assert not {tp.text for tp in dev} & {tp.text for tp in held}
    assert 0.3 <= len(held) / (len(dev) + len(held)) <= 0.4
    for kind in ("sentence", "bullet", "table", "timeline", "mixed"):
        assert any(tp.kind == kind for tp in dev) and any(tp.kind == kind for tp in held), kind
    for lang in ("en", "ja"):
        assert sum(tp.lang == lang for tp in held) >= 25, lang
    # the failure lister refuses every held-out set
    for name in ("heldout", "heldout2", "heldout3", "heldout4"):
        with pytest.raises(ValueError, match="dev sets only"):
            bench_prose.format_failures(prose.Gold(name), set(), 5)


def test_template_checks_catch_malformed_templates():
    with pytest.raises(ValueError, match="link type"):
        prose.check_templates([prose.t("sentence en person", "{S} works at {o1}.", "o1=employs")])
    with pytest.raises(ValueError, match="language"):
        prose.check_templates([prose.t("sentence en person", "{S}は{o1}に勤めている。", "o1=works_at")])
    with pytest.raises(ValueError, match="cue"):
        prose.check_templates([prose.t("sentence en person", "{S} works at {o1}.", "o1=works_at", "long_distance")])
    rel = prose.t("sentence en company", "{c1} and {c2}.", "c1=!<invested_in c2=>invested_in,advises").relations
    assert rel["c1"] == (prose.Rel("invested_in", "<", True),)
    assert rel["c2"] == (prose.Rel("invested_in", ">", False), prose.Rel("advises", "", False))


def test_both_languages_every_type_and_every_phenomenon_in_each_set(corpora):
    for name in SETS:
        _, gold = corpora[name]
        per_type: dict[str, set[str]] = {}
        for e in gold.edges:
            per_type.setdefault(e[2], set()).update(gold.languages(e))
        assert all(langs == {"en", "ja"} for langs in per_type.values()), (name, per_type)
        template_tags = set().union(*(tp.all_tags for tp in prose.template_set(name)))
        assert template_tags == set(prose.PHENOMENA), (name, set(prose.PHENOMENA) - template_tags)
        seen = gold.phenomena()
        missing = set(prose.PHENOMENA) - set(seen)
        assert not missing, (name, missing)
        assert {s.template.split("-")[0] for s in gold.statements} == {name}
        # a mixed line holds both languages
        assert any(s.langs == {"en", "ja"} for s in gold.statements if "mixed" in s.tags)


def test_long_distance_cues_sit_60_to_150_characters_from_the_link(corpora):
    for name in SETS:
        _, gold = corpora[name]
        gaps = [s.cue_gap for s in gold.statements if "long_distance" in s.tags]
        assert gaps and all(g is not None and 60 <= g <= 150 for g in gaps), (name, min(gaps), max(gaps))
        assert not any("⟦" in s.text or "⟧" in s.text or "‖" in s.text for s in gold.statements)


def test_corpus_shape(corpora):
    for name in SETS:
        _, gold = corpora[name]
        share = Counter(gold.pages.values())
        n = len(gold.pages)
        assert n == PAGES
        assert 0.50 <= share["person"] / n <= 0.60 and 0.25 <= share["company"] / n <= 0.35
        assert 0.03 <= share["fund"] / n <= 0.07 and 0.08 <= share["meeting"] / n <= 0.12
        assert 4 <= len(gold.statements) / n <= 7
        ts = {f"{name}-{i:03d}": tp for i, tp in enumerate(prose.template_set(name))}
        sentences = [s for s in gold.statements if ts[s.template].kind in ("sentence", "mixed")]
        links = sum(len(re.findall(r"\{[copfm]\d\}", ts[s.template].text)) for s in sentences)
        # (the second set, written apart, has fewer links a sentence: one or two)
        assert (2 if name in ("dev", "heldout") else 1.5) <= links / len(sentences) <= 3


def test_scores_attribute_an_edge_to_each_language_of_its_pair():
    gold = prose.Gold("dev")
    gold.edges = {("people/a", "companies/x", "works_at"), ("people/a", "companies/y", "mentions"),
                  ("people/b", "companies/x", "founded")}
    gold.langs = {("people/a", "companies/x"): {"en"}, ("companies/x", "people/a"): {"ja"},
                  ("people/a", "companies/y"): {"en"}, ("companies/x", "people/b"): {"ja"}}
    found = {("people/a", "companies/x", "works_at"), ("people/a", "companies/y", "works_at"),
             ("people/b", "companies/x", "founded")}
    sc = bench_prose.score(gold, found)
    assert sc["en"]["works_at"] == {"gold": 1, "found": 2, "right": 1, "precision": 0.5, "recall": 1.0}
    assert sc["ja"]["works_at"] == {"gold": 1, "found": 1, "right": 1, "precision": 1.0, "recall": 1.0}
    assert sc["en"]["mentions"]["recall"] == 0.0 and sc["en"]["mentions"]["precision"] is None
    assert sc["ja"]["founded"]["right"] == 1 and sc["en"]["founded"]["gold"] == 0
    assert sc["en"]["all"] == {"gold": 2, "found": 2, "right": 1, "precision": 0.5, "recall": 0.5}
    assert sc["total"] == {"gold": 3, "found": 3, "right": 2, "precision": round(2 / 3, 4), "recall": round(2 / 3, 4)}


def test_failures_are_listed_for_dev_only(corpora, capsys):
    with pytest.raises(ValueError, match="dev sets? only"):
        bench_prose.failures("heldout", 5)
    _, held = corpora["heldout"]
    with pytest.raises(ValueError, match="dev sets? only"):
        bench_prose.format_failures(held, set(), 5)
    assert bench_prose.main(["--failures", "5", "--set", "heldout"]) == 2
    _, dev = corpora["dev"]
    found = set(sorted(dev.edges)[::2])
    text = bench_prose.format_failures(dev, found, 10)
    assert text.count("\nMISSING ") == 10 and "WRONG" not in text.split("\n", 1)[1]
    shown = [line.strip() for line in text.splitlines() if line.startswith("    ")]
    known = {f"{s.page} {s.template}: {s.text}" for s in dev.statements}
    assert shown and all(line in known for line in shown)
