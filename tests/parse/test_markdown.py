"""Unit tests of the Python parsing layer: slugs, markdown pages, link candidates, chunking.

No database needed; bad inputs are part of every table.
"""

from __future__ import annotations

import json
import re
import unicodedata

import pytest

from conftest import linked_refs
from pgbrain import markdown
from pgbrain.chunking import (
    MAX_CHUNK_CHARS,
    OVERLAP_WORDS,
    TARGET_WORDS,
    approx_tokens,
    chunk_page,
    chunk_text,
    count_words,
)
from pgbrain.markdown import (
    ParseError,
    extract_candidates,
    extract_title,
    mask_code,
    parse_facts,
    parse_page,
    parse_takes,
    parse_timeline,
    read_page_file,
    split_body,
    split_frontmatter,
    unwrap_wikilink,
)
from pgbrain.slugs import (
    path_to_slug,
    slugify_code_path,
    slugify_path,
    slugify_segment,
)

# ---------------------------------------------------------------------------------------------------
# slugs


@pytest.mark.parametrize("value, expected", [
    ("Hello World", "hello-world"),
    ("Café Notes", "cafe-notes"),
    ("  --a  b--  ", "a-b"),
    ("v1.0.0", "v1.0.0"),
    ("foo_bar", "foo_bar"),
    ("田中 太郎", "田中-太郎"),
    ("ＡＢＣ", "abc"),  # NFKC folds width (gbrain does not; brain.put_page would fold the slug anyway)
    ("Notes.", "notes"),  # no dot at the end of a segment (gbrain keeps it; brain.put_page refuses it)
    ("a/b", "ab"),
])
def test_slugify_segment(value, expected):
    assert slugify_segment(value) == expected


@pytest.mark.parametrize("value, expected", [
    ("People/Alice Chen.md", "people/alice-chen"),
    ("./notes//x.MDX", "notes/x"),
    ("/abs/Path.md", "abs/path"),
    ("a\\b\\c.md", "a/b/c"),
    ("", ""),
])
def test_slugify_path(value, expected):
    assert slugify_path(value) == expected


def test_path_to_slug_repo_prefix():
    assert path_to_slug("Docs/Guide.md", "MyRepo") == "myrepo/docs/guide"
    assert path_to_slug("Docs/Guide.md", "/wiki/") == "wiki/docs/guide"
    assert path_to_slug("Docs/Guide.md") == "docs/guide"


def test_slugify_code_path():
    assert slugify_code_path("src\\pkg\\Mod.Name.py") == "src-pkg-mod-name-py"


# ---------------------------------------------------------------------------------------------------
# reading files


def test_read_page_file_strips_bom_and_crlf(tmp_path):
    f = tmp_path / "p.md"
    f.write_bytes("\ufeff---\r\ntitle: Ä\r\n---\r\nbody\r\n".encode())
    assert read_page_file(f) == "---\ntitle: Ä\n---\nbody\n"


def test_read_page_file_refuses_oversized_before_reading(tmp_path, monkeypatch):
    f = tmp_path / "big.md"
    with open(f, "wb") as fh:  # sparse file: 6 MB without writing 6 MB
        fh.truncate(6 * 1024 * 1024)

    def no_open(*args, **kwargs):
        raise AssertionError("the file was opened although its size is over the limit")

    monkeypatch.setattr(markdown.frontmatter, "open", no_open, raising=False)  # where read_page_file lives
    with pytest.raises(ParseError) as exc:
        read_page_file(f)
    assert "over the 5242880-byte limit" in str(exc.value)
    assert exc.value.path == str(f)


def test_read_page_file_max_bytes(tmp_path):
    f = tmp_path / "p.md"
    f.write_text("x" * 11)
    assert read_page_file(f, max_bytes=11) == "x" * 11
    with pytest.raises(ParseError, match="11 bytes, over the 10-byte limit"):
        read_page_file(f, max_bytes=10)


def test_read_page_file_binary(tmp_path):
    f = tmp_path / "img.md"
    f.write_bytes(b"line one\n\x89PNG\x00\x00")
    with pytest.raises(ParseError) as exc:
        read_page_file(f)
    assert "NUL byte at byte offset 13" in exc.value.message
    assert exc.value.line == 2


def test_read_page_file_not_utf8(tmp_path):
    f = tmp_path / "latin1.md"
    f.write_bytes("title\ncaf\u00e9\n".encode("latin-1"))
    with pytest.raises(ParseError) as exc:
        read_page_file(f)
    assert "not valid UTF-8" in exc.value.message
    assert "byte offset 9" in exc.value.message
    assert exc.value.line == 2
    assert str(exc.value).startswith(f"{f}:2: not valid UTF-8")


def test_read_page_file_missing_is_oserror(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_page_file(tmp_path / "nope.md")


# ---------------------------------------------------------------------------------------------------
# frontmatter


def test_parse_error_str():
    assert str(ParseError("boom", path="people/alice.md", line=3)) == "people/alice.md:3: boom"
    assert str(ParseError("boom", path="people/alice.md")) == "people/alice.md: boom"
    assert str(ParseError("boom", line=4)) == "line 4: boom"
    assert str(ParseError("boom")) == "boom"


def test_frontmatter_ok_and_json_serialisable():
    text = ("---\ntitle: Alice\ndate: 2024-01-02\nseen: 2024-01-02T10:30:00Z\n1: one\ntrue: yes-key\n"
            "tags: [a, b]\nnan: .nan\n---\n# Heading\nbody\n")
    fm, body, start = split_frontmatter(text)
    assert fm["title"] == "Alice"
    assert fm["date"] == "2024-01-02"
    assert fm["seen"] == "2024-01-02T10:30:00+00:00"
    assert fm["1"] == "one" and fm["true"] == "yes-key"  # 1 and true do not collide
    assert fm["tags"] == ["a", "b"]
    assert fm["nan"] == "nan"
    json.dumps(fm, allow_nan=False)
    assert body == "# Heading\nbody\n"
    assert start == 10
    assert text.split("\n")[start - 1] == "# Heading"


def test_no_frontmatter_and_empty_frontmatter():
    assert split_frontmatter("# Title\nx") == ({}, "# Title\nx", 1)
    assert split_frontmatter("---\n---\nbody") == ({}, "body", 3)
    assert split_frontmatter("---\n# only a comment\n---\nbody") == ({}, "body", 4)


@pytest.mark.parametrize("text, line, message", [
    ("---\ntitle: A\nx: : :\n---\nbody", 3, "frontmatter is not valid YAML: mapping values are not allowed here"),
    ("---\ntitle: A\nkey: value\n  bad: indent\n---\n", 4, "frontmatter is not valid YAML"),
    ("---\na: 1\n\tb: 2\n---\n", 3, "frontmatter is not valid YAML"),
    ("---\nx: !!python/object:os.system 1\n---\n", 2, "could not determine a constructor"),
    ("---\n- a\n- b\n---\nbody", 2, "must be a mapping of keys to values, not a list"),
    ("---\njust words\n---\nbody", 2, "must be a mapping of keys to values, not a single str value"),
    ("---\n42\n---\n", 2, "not a single int value"),
    ("---\ntitle: A\nbody without end", 1, "no closing '---' line"),
])
def test_frontmatter_errors(text, line, message):
    with pytest.raises(ParseError) as exc:
        split_frontmatter(text, path="people/alice.md")
    assert exc.value.line == line
    assert exc.value.path == "people/alice.md"
    assert message in exc.value.message
    assert str(exc.value).startswith(f"people/alice.md:{line}: ")


@pytest.mark.parametrize("value, reason", [
    ("2024-02-30", "day is out of range for month"),
    ("0000-01-01", "year 0 is out of range"),
    ("2024-01-01 25:00:00", "hour must be in 0..23"),
])
def test_an_impossible_date_is_a_parse_error_naming_the_field(value, reason):
    # PyYAML reads these as timestamps and raised a bare ValueError (a traceback in pgbrain put, a whole import
    # lost); the error names the field, its line and 22008, and a quoted value stays text
    text = f"---\ntitle: A\nmeta:\n  when: {value}\n---\nbody"
    with pytest.raises(ParseError) as exc:
        split_frontmatter(text, path="people/alice.md")
    assert (exc.value.line, exc.value.sqlstate) == (4, "22008")
    assert f"field 'when': '{value}' is no date or time ({reason})" in exc.value.message
    assert split_frontmatter(f"---\nwhen: '{value}'\n---\n")[0] == {"when": value}
    assert split_frontmatter("---\nwhen: 2024-02-29\n---\n")[0] == {"when": "2024-02-29"}


def test_frontmatter_alias_count_guard():
    text = "---\na: &a [x]\nb: [" + ", ".join(["*a"] * 100) + "]\n---\n"
    with pytest.raises(ParseError, match="more than 100 YAML anchors/aliases") as exc:
        split_frontmatter(text)
    assert exc.value.line == 3
    ok = "---\na: &a [x]\nb: [" + ", ".join(["*a"] * 99) + "]\n---\n"
    assert len(split_frontmatter(ok)[0]["b"]) == 99


def test_frontmatter_billion_laughs():
    # 10 anchors x 9 aliases each = 99 uses, under the count guard, but 9**9 values once expanded
    lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, 10):
        lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]")
    with pytest.raises(ParseError, match="expands to more than"):
        split_frontmatter("---\n" + "\n".join(lines) + "\n---\nbody")


def test_frontmatter_too_big_and_too_deep():
    big = "---\ntext: " + "x" * (256 * 1024) + "\n---\n"
    with pytest.raises(ParseError, match="over the 262144-byte limit"):
        split_frontmatter(big)
    deep = "---\nk: " + "[" * 3000 + "]" * 3000 + "\n---\n"
    with pytest.raises(ParseError, match="nested too deeply"):
        split_frontmatter(deep)


def test_frontmatter_merge_keys_and_sets():
    fm, _, _ = split_frontmatter("---\nbase: &b {k: 1}\nd:\n  <<: *b\n  j: 2\ns: !!set {x, y}\n---\n")
    assert fm["d"] == {"k": 1, "j": 2}
    assert fm["s"] == ["x", "y"]


# ---------------------------------------------------------------------------------------------------
# code masking, body split, title


@pytest.mark.parametrize("text, expected", [
    ("a `x` b", "a     b"),
    ("a ``x ` y`` b", "a           b"),
    ("```\n[[people/x]]\n```\nafter", "   \n            \n   \nafter"),
    ("~~~\n[[people/x]]\n~~~\nafter", "   \n            \n   \nafter"),
    ("````\n```\nstill code\n````\nout", "    \n   \n          \n    \nout"),
    ("mid ```inline``` end", "mid              end"),
    ("open `tick\nnext `ok`", "open `tick\nnext     "),
    ("open ```\nforever", "open    \n       "),
    ("no code", "no code"),
])
def test_mask_code(text, expected):
    masked = mask_code(text)
    assert masked == expected
    assert len(masked) == len(text)


@pytest.mark.parametrize("body, compiled, timeline", [
    ("Intro\n\n<!-- timeline -->\n- **2024-01-01** | x", "Intro", "- **2024-01-01** | x"),
    ("Intro\n--- timeline ---\n- a", "Intro", "- a"),
    ("Intro\n---\n\n## Timeline\n- 2024 x", "Intro", "## Timeline\n- 2024 x"),
    ("Intro\n---\nmore text", "Intro\n---\nmore text", ""),  # a plain rule is not a separator
    ("---\n## Timeline\n- x", "---\n## Timeline\n- x", ""),  # nothing before the rule
    ("Intro\n\n## Timeline\n- **2024-01-01** | a\n  detail\n- 2024-02-01 b\n\n## After\ntext",
     "Intro\n\n## After\ntext", "## Timeline\n- **2024-01-01** | a\n  detail\n- 2024-02-01 b"),
    ("Intro\n\n## History\nprose, not dated bullets\n", "Intro\n\n## History\nprose, not dated bullets", ""),
    ("Intro\n```\n<!-- timeline -->\n```\nafter", "Intro\n```\n<!-- timeline -->\n```\nafter", ""),
    ("A\n<!-- timeline -->\nB\n--- timeline ---\nC", "A", "B\n--- timeline ---\nC"),
    ("", "", ""),
])
def test_split_body(body, compiled, timeline):
    assert split_body(body) == (compiled, timeline)


@pytest.mark.parametrize("frontmatter, body, title", [
    ({"title": " Alice Chen "}, "# Other", "Alice Chen"),
    ({"title": 2024}, "", "2024"),
    ({"title": ""}, "# From H1 #", "From H1"),
    ({}, "```\n# not a title\n```\n## H2\n# Real", "Real"),
    ({}, "~~~\n# fenced\n~~~\n", None),
    ({}, "#hashtag\nno heading", None),
    ({"title": ["a list"]}, "", None),
])
def test_extract_title(frontmatter, body, title):
    assert extract_title(frontmatter, body) == title


# ---------------------------------------------------------------------------------------------------
# link candidates


def test_japanese_context_is_the_sentence():
    text = "田中は[[companies/acme|Acme]]社に所属している。次の文。"
    (cand,) = extract_candidates("people/tanaka", text, "")
    assert cand.target == "companies/acme"
    assert cand.name == "Acme"
    assert cand.context == "田中は[[companies/acme|Acme]]社に所属している。"
    assert cand.mention_start == 3
    assert cand.context[cand.mention_start:cand.mention_end] == "[[companies/acme|Acme]]"


def test_japanese_context_previous_sentence_and_newline_bounds():
    text = "前の文です。鈴木は[Beta](companies/beta)に出資した！\n次の行。"
    (cand,) = extract_candidates("people/suzuki", text, "")
    assert cand.context == "鈴木は[Beta](companies/beta)に出資した!"  # NFKC folds the full-width ！
    assert cand.context[cand.mention_start:cand.mention_end] == "[Beta](companies/beta)"
    text = "一行目\n佐藤はcompanies/gammaを創業した\n三行目"
    (cand,) = extract_candidates("people/sato", text, "")
    assert cand.kind == "bare"
    assert cand.context == "佐藤はcompanies/gammaを創業した"


def test_japanese_context_capped_at_240():
    text = "あ" * 300 + "[[companies/acme]]" + "い" * 300 + "。"
    (cand,) = extract_candidates("x/y", text, "")
    assert len(cand.context) == 240
    assert cand.context[cand.mention_start:cand.mention_end] == "[[companies/acme]]"
    assert set(cand.context[:cand.mention_start]) == {"あ"}


def test_context_nfkc_keeps_offsets(conn):
    text = "ＡＢＣ株式会社の㍿と田中は[[companies/ａｃｍｅ|ＡＣＭＥ]]に勤務している。"
    (cand,) = extract_candidates("people/tanaka", text, "")
    # the target is width-folded, as the page's slug is (NFKC), when the link engine takes it as a slug
    assert [r[0] for r in linked_refs(conn, "people/tanaka", text)] == ["companies/acme"]
    assert cand.context.startswith("ABC株式会社の株式会社と田中は")
    assert cand.context[cand.mention_start:cand.mention_end] == "[[companies/acme|ACME]]"
    assert cand.name == "ＡＣＭＥ"


def test_non_cjk_context_window():
    before = " ".join(f"w{i}" for i in range(100))
    after = " ".join(f"v{i}" for i in range(100))
    text = f"{before}\n\n  see   [[people/alice|Alice]]  here\t{after}"
    (cand,) = extract_candidates("notes/x", text, "")
    ctx = cand.context
    assert ctx[cand.mention_start:cand.mention_end] == "[[people/alice|Alice]]"
    assert "  " not in ctx and "\n" not in ctx and "\t" not in ctx
    assert ctx == ctx.strip()
    assert 100 <= cand.mention_start <= 121
    assert 100 <= len(ctx) - cand.mention_end <= 121
    # cut at word boundaries: the edges are whole words of the text
    assert re.fullmatch(r"w\d+", ctx.split(" ")[0])
    assert re.fullmatch(r"v\d+", ctx.split(" ")[-1])


def test_context_is_around_this_occurrence_not_first_name_mention():
    text = "Acme is mentioned early. " + "filler " * 60 + "Later: [Acme](companies/acme) raised a round."
    (cand,) = extract_candidates("notes/x", text, "")
    assert cand.context.endswith("Later: [Acme](companies/acme) raised a round.")
    assert not cand.context.startswith("Acme is mentioned early")


def test_link_in_code_gives_no_candidate():
    text = ("```\n[Alice](people/alice) [[people/bob]] people/carol\n```\n"
            "~~~md\n[[companies/tilde]]\n~~~\n"
            "Inline `[[people/dan]]` and ``people/erin`` too.")
    assert extract_candidates("notes/x", text, "") == []


def test_relative_links():
    text = ("[A](../people/alice.md) [B](../../companies/b.md) [C](../../../../concepts/c.md) "
            "[D](./sub/d.md) [E](Eve%20Smith.md) [F](people/frank) [G](../people/Grace%20Hopper.md#early-life) "
            "[H](https://example.com/people/h) [I](beta.md#section)")
    cands = extract_candidates("wiki/sources/foo", text, "")
    assert [c.target for c in cands] == [
        "wiki/people/alice", "companies/b", "concepts/c", "wiki/sources/sub/d", "wiki/sources/eve-smith",
        "people/frank", "wiki/people/grace-hopper"]
    assert all(c.kind == "markdown" for c in cands)
    one_deep = extract_candidates("meetings/m", "[A](../people/alice.md)", "")
    assert [c.target for c in one_deep] == ["people/alice"]


def test_wikilink_kinds(conn):
    text = ("[[src1:people/dan|Dan]] [[people/alice]] [[people/bob|Bob]] [[people/carol#early]] "
            "[[Alice Chen]] [[ops/services/x]] [[people/eve.md\\|Eve]] [[wiki:topics/ai]] [[https://x.y]] "
            "[[Page^block]]")
    # the parser keeps every wikilink as written; the link engine takes those into an entity directory as slugs
    # and drops a source-qualified one elsewhere
    got = [(c.target, c.kind, c.source_id, c.name, c.needs_resolution)
           for c in extract_candidates("notes/x", text, "")]
    assert ("topics/ai", "wikilink", "wiki", "topics/ai", False) in got
    assert ("people/alice", "wikilink", None, "people/alice", True) in got
    assert linked_refs(conn, "notes/x", text) == [
        ("people/dan", "wikilink", "src1", "Dan", False),
        ("people/alice", "wikilink", None, "people/alice", False),
        ("people/bob", "wikilink", None, "Bob", False),
        ("people/carol", "wikilink", None, "people/carol", False),
        ("Alice Chen", "wikilink", None, "Alice Chen", True),
        ("ops/services/x", "wikilink", None, "ops/services/x", True),
        ("people/eve", "wikilink", None, "Eve", False),
        ("Page", "wikilink", None, "Page", True),
    ]


def test_bare_slugs_only_under_entity_dirs(conn):
    text = "Ask people/alice or companies/acme-inc, not on/off and/or ops/runbook; see /x/people/bob (people/carol)."
    cands = extract_candidates("notes/x", text, "")
    assert [(c.target, c.kind) for c in cands] == [("people/alice", "bare"), ("companies/acme-inc", "bare"),
                                                   ("on/off", "bare"), ("and/or", "bare"), ("ops/runbook", "bare")]
    # the whitelist is the database's (brain.entity_dirs), applied when edges are derived
    assert [r[0] for r in linked_refs(conn, "notes/x", text)] == ["people/alice", "companies/acme-inc"]
    # a directory declared later counts at the next relink, without re-parsing the page
    conn.execute("insert into brain.entity_dirs (dir, page_type) values ('ops', 'concept')")
    assert [r[0] for r in linked_refs(conn, "notes/x", text)] == ["people/alice", "companies/acme-inc", "ops/runbook"]


def test_self_links():
    text = "[Me](people/alice) [[people/alice]] people/alice [Me too](alice.md) [[src:people/alice]] [[People/Alice]]"
    cands = extract_candidates("people/alice", text, "")
    assert [(c.target, c.kind) for c in cands] == [("people/alice", "markdown")]  # only the markdown link
    for text in ("people/alice", "[[people/alice]]", "[Me](alice.md)", "[[src:people/alice]]", "[[People/Alice]]"):
        assert extract_candidates("people/alice", text, text) == [], text


def test_every_occurrence_is_a_candidate_once_per_governing_text():
    ct = ("First [[people/alice]] then [Alice](people/alice) and people/alice again. [[Bob]] [[Bob]]\n"
          "First [[people/alice]] then [Alice](people/alice) and people/alice again.")
    tl = "- **2024-01-01** | met people/alice"
    cands = extract_candidates("notes/x", ct, tl)
    # every occurrence counts (issue 18); the same target under the same governing text at the same place once
    # (the repeated line); the wikilink is kept as written, the link engine takes it as the slug
    assert [(c.target, c.kind, c.origin_field) for c in cands] == [
        ("people/alice", "wikilink", "compiled_truth"),
        ("people/alice", "markdown", "compiled_truth"),
        ("people/alice", "bare", "compiled_truth"),
        ("Bob", "wikilink", "compiled_truth"),
        ("Bob", "wikilink", "compiled_truth"),
        ("people/alice", "bare", "timeline"),
    ]
    assert cands[0].context.startswith("First [[people/alice]]")


def test_generic_and_resolved_of_same_name_are_both_kept(conn):
    assert [(r[0], r[4]) for r in linked_refs(conn, "notes/x", "[[people/acme]] [[acme]]")] == [
        ("people/acme", False), ("acme", True)]


def test_mention_offsets_hold_for_every_candidate():
    text = ("Intro — [Ａlice](../people/alice.md)\u3000and [[companies/acme|Acme Inc]].\n"
            "株式会社[[companies/beta]]に出資した。 people/carol [[Some Name]] [E](e.md)")
    cands = extract_candidates("notes/x", text, "")
    assert len(cands) == 6
    for c in cands:
        markup = c.context[c.mention_start:c.mention_end]
        assert markup.startswith("[") or c.kind == "bare"
        assert unicodedata.normalize("NFKC", markup) == markup
        assert re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).find(markup) >= 0


def test_candidate_to_json():
    (cand,) = extract_candidates("notes/x", "[[src:people/a|A]]", "")
    assert cand.to_json() == {
        "target": "people/a", "kind": "wikilink", "context": "[[src:people/a|A]]", "mention_start": 0,
        "mention_end": 18, "origin_field": "compiled_truth", "source_id": "src", "name": "A",
        "needs_resolution": False, "clause": "⟦⟧", "clause_start": 0, "clause_end": 2, "cjk": False,
        "clause_role": "bare", "line": 1, "tail": None, "head": None,
    }
    json.dumps(cand.to_json())


def test_candidates_carry_the_words_that_date_them():
    """The tail (the words after a reference that still speak of it) and the head (the start of its sentence) the
    held cues read (issue 19)."""
    text = ("Intro line.\nIn 2020 Nadine left [[companies/a]] in June and joined [[companies/b]].\n"
            "She joined [[companies/c]] in 2019 and left in 2022. Then [[companies/d]] hired her.")
    got = {c.target: (c.line, c.head, c.tail) for c in extract_candidates("people/n", text, "")}
    assert got["companies/a"] == (2, "In 2020 Nadine left", "in June")
    assert got["companies/b"] == (2, "In 2020 Nadine left", ".")
    assert got["companies/c"] == (3, "She joined", "in 2019 and left in 2022.")
    assert got["companies/d"] == (3, "Then", "hired her.")


@pytest.mark.parametrize("text, head", [
    ("She left [[companies/a]] in 2018 to join [[companies/b]].", "in 2018, to join"),
    ("She left [[companies/a]] in 2018 to head [[companies/b]].", "in 2018, to join"),
    ("She left [[companies/a]] in June 2017 to become CTO of [[companies/b]].", "in June 2017, to join"),
    ("In 2019 Emil left [[companies/a]] to lead [[companies/b]].", "in 2019, to join"),
    ("In 2019 Emil left [[companies/a]] and praised [[companies/b]].", "In 2019 Emil left"),
])
def test_a_move_dates_the_job_it_goes_to(text, head):
    """The date of a move (left [[a]] in 2018 to join / lead / head / become CTO of [[b]]) is the head of b."""
    got = {c.target: c.head for c in extract_candidates("people/n", text, "")}
    assert got["companies/b"] == head


@pytest.mark.parametrize("value, expected", [
    ("[[people/alice|Alice#Early^b1]]", "people/alice"),
    (" [[Page#h]] ", "Page"),
    ("[[a]] and [[b]]", "[[a]] and [[b]]"),
    ("plain", "plain"),
    ("[[]]", "[[]]"),
])
def test_unwrap_wikilink(value, expected):
    assert unwrap_wikilink(value) == expected


# ---------------------------------------------------------------------------------------------------
# timeline


def test_parse_timeline_forms():
    text = ("## Timeline\n"
            "- **2024-03-01** | Raised a seed round\n"
            "  Led by Acme Ventures.\n"
            "  Closed in two weeks.\n"
            "- 2024-04-02: Colon form without bold\n"
            "- **2024-05-03** — Em dash — no source without a pipe\n"
            "- **2024-02-30** | invalid date\n"
            "- **2024-06-01** |   \n"
            "- **2024-07-01** | Call (with A - B) — Discussed pricing\n"
            "```\n- **2024-09-01** | inside a fence\n```\n"
            "2024-08-01: prose starting with a date is not an entry\n")
    entries = parse_timeline(text)
    assert entries == [
        {"date": "2024-03-01", "summary": "Raised a seed round",
         "detail": "Led by Acme Ventures. Closed in two weeks.", "source": "markdown"},
        {"date": "2024-04-02", "summary": "Colon form without bold", "detail": "", "source": "markdown"},
        {"date": "2024-05-03", "summary": "Em dash — no source without a pipe", "detail": "", "source": "markdown"},
        {"date": "2024-07-01", "summary": "Discussed pricing", "detail": "", "source": "Call (with A - B)"},
    ]


def test_parse_timeline_citations():
    text = ("> Acme grew 3x last year. [Source: Board deck, 2024-01-15]\n"
            "And margins improved [Source: CFO call, 2024-02-01].\n\n"
            "- **2024-03-01** | Entry with [Source: x, 2024-03-01]\n")
    entries = parse_timeline(text)
    summary = "Acme grew 3x last year. And margins improved ."
    assert entries == [
        {"date": "2024-03-01", "summary": "Entry with [Source: x, 2024-03-01]", "detail": "", "source": "markdown"},
        {"date": "2024-01-15", "summary": summary, "detail": "Source: Board deck", "source": "Board deck"},
        {"date": "2024-02-01", "summary": summary, "detail": "Source: CFO call", "source": "CFO call"},
    ]


# ---------------------------------------------------------------------------------------------------
# takes and facts

TAKES_TABLE = """Intro.

## Takes
| Claim | Kind | Who | Conviction | Since | Until | Source |
|---|---|---|---|---|---|---|
| Agents need memory | take | [[people/garry]] | 80% | 2024 | | blog \\| post |
| Rates fall | bet | alice | 0.6 | 2024-03 | 2025-02-30 | |
| Bad kind | opinion | | | | | |
| Too heavy | take | | 1.5 | | | |
| Backwards | take | | | 2025 | 2024 | |
|  | take | | | | | |
| Default weight | HUNCH | | | 2024-02 | 2024-02-29 | |

## Other
- not a take
"""


def test_parse_takes_table():
    takes, warnings = parse_takes(TAKES_TABLE)
    assert takes == [
        {"row_num": 1, "claim": "Agents need memory", "kind": "take", "holder": "people/garry", "weight": 0.8,
         "since": "2024", "until": None, "source": "blog | post"},
        {"row_num": 7, "claim": "Default weight", "kind": "hunch", "holder": "", "weight": 0.5,
         "since": "2024-02", "until": "2024-02-29", "source": ""},
    ]
    assert [w.split(":")[0] for w in warnings] == [f"takes row {n} skipped" for n in (2, 3, 4, 5, 6)]
    assert "2025-02-30" in warnings[0] and "opinion" in warnings[1] and "1.5" in warnings[2]


def test_parse_takes_bullets_and_missing():
    takes, warnings = parse_takes("## takes\n- plain claim\n- [bet] rates fall\n- [nope] x\n  - nested ignored\n")
    assert [(t["row_num"], t["claim"], t["kind"], t["weight"]) for t in takes] == [
        (1, "plain claim", "take", 0.5), (2, "rates fall", "bet", 0.5)]
    assert warnings == ["takes row 3 skipped: kind 'nope' is not one of fact, take, bet, hunch"]
    assert parse_takes("no section") == ([], [])
    assert parse_takes("## Takes\n| who | weight |\n|---|---|\n| a | 1 |\n")[1] == [
        "takes: the table has no 'claim' column; no takes read"]
    assert parse_takes("```\n## Takes\n- fenced\n```\n") == ([], [])


def test_parse_facts_table_and_bullets():
    text = ("## Facts\n"
            "| fact | kind | entity | since | until | confidence | notability | context |\n"
            "|---|---|---|---|---|---|---|---|\n"
            "| Alice joined Acme | event | [[people/alice]] | 2024-03 | 2024 | 0.9 | high | said so |\n"
            "| x | fact | People Name | | | | | |\n"
            "| y | fact | people/y | 2024-01-01T10:00:00Z | | 50% | LOW | |\n"
            "| z | rumour | | | | | | |\n"
            "| w | fact | | 2024-05-01 | 2024-04-01 | | | |\n"
            "| v | fact | | | | 2 | | |\n"
            "| u | fact | | | | | urgent | |\n")
    facts, warnings = parse_facts(text)
    assert facts == [
        {"row_num": 1, "fact": "Alice joined Acme", "kind": "event", "entity_slug": "people/alice",
         "valid_from": "2024-03-01", "valid_to": "2024-12-31", "confidence": 0.9, "notability": "high",
         "context": "said so"},
        # an entity that is not a slug is kept as written (brain.facts.entity_slug), linked to no page
        {"row_num": 2, "fact": "x", "kind": "fact", "entity_slug": "people name", "valid_from": None,
         "valid_to": None, "confidence": 1.0, "notability": "medium", "context": ""},
        {"row_num": 3, "fact": "y", "kind": "fact", "entity_slug": "people/y",
         "valid_from": "2024-01-01T10:00:00+00:00", "valid_to": None, "confidence": 0.5, "notability": "low",
         "context": ""},
    ]
    assert [w.split(":")[0] for w in warnings] == [f"facts row {n} skipped" for n in (4, 5, 6, 7)]
    facts, warnings = parse_facts("## Facts\n- Alice likes tea\n- [preference] no meetings before 10\n")
    assert [(f["row_num"], f["fact"], f["kind"], f["confidence"]) for f in facts] == [
        (1, "Alice likes tea", "fact", 1.0), (2, "no meetings before 10", "preference", 1.0)]
    assert warnings == []


# ---------------------------------------------------------------------------------------------------
# chunking


def test_short_text_is_one_chunk():
    text = " ".join(["word"] * TARGET_WORDS)
    (chunk,) = chunk_text(text, "compiled_truth")
    assert chunk["chunk_text"] == text
    assert chunk["chunk_source"] == "compiled_truth"
    assert chunk["token_count"] == approx_tokens(text) > 0
    assert chunk_text("   \n ", "timeline") == []


def test_long_text_chunks_with_overlap():
    paragraphs = [" ".join(f"p{p}w{i}" for i in range(120)) + "." for p in range(10)]
    text = "\n\n".join(paragraphs)
    chunks = chunk_text(text, "compiled_truth")
    assert len(chunks) >= 4
    for prev, cur in zip(chunks, chunks[1:], strict=False):
        words = cur["chunk_text"].split()
        assert words[:OVERLAP_WORDS] == prev["chunk_text"].split()[-OVERLAP_WORDS:]
        assert count_words(cur["chunk_text"]) <= TARGET_WORDS + OVERLAP_WORDS
    # every word of the text is in some chunk, in order
    seen = []
    for c in chunks:
        for w in c["chunk_text"].split():
            if not seen or w != seen[-1] and w not in seen[-OVERLAP_WORDS:]:
                seen.append(w)
    assert seen == text.split()


def test_cjk_text_is_not_one_oversized_chunk():
    text = "田中は東京の会社に所属している。" * 200  # 3200 characters, no spaces
    assert count_words(text) == 3200  # every kana/kanji is a word; so is each 。
    chunks = chunk_text(text, "compiled_truth")
    assert len(chunks) >= 10
    assert all(count_words(c["chunk_text"]) <= TARGET_WORDS + OVERLAP_WORDS for c in chunks)
    assert all(c["chunk_text"].endswith("。") for c in chunks)  # cut at sentence ends


def test_hard_character_cap():
    text = "x" * 13000
    chunks = chunk_text(text, "compiled_truth")
    assert [len(c["chunk_text"]) for c in chunks] == [MAX_CHUNK_CHARS, MAX_CHUNK_CHARS, 1000]
    assert "".join(c["chunk_text"] for c in chunks) == text


def test_chunk_page_indices():
    long = " ".join(["alpha"] * 700)
    chunks = chunk_page(long, "- **2024-01-01** | x")
    assert [c["chunk_index"] for c in chunks] == list(range(len(chunks)))
    assert [c["chunk_source"] for c in chunks][-1] == "timeline"
    assert {c["chunk_source"] for c in chunks[:-1]} == {"compiled_truth"}
    assert chunk_page("", "") == []
    assert [c["chunk_source"] for c in chunk_page("", "tl")] == ["timeline"]


# ---------------------------------------------------------------------------------------------------
# whole page


def test_parse_page():
    text = ("\ufeff---\r\ntitle: Alice Chen\r\ntype: person\r\ncompany: Acme\r\n---\r\n"
            "# Ignored H1\n\nAlice works at [Acme](../companies/acme.md).\n\n"
            "## Takes\n- AI needs memory\n\n"
            "## Facts\n- [bad] x\n\n"
            "<!-- timeline -->\n- **2024-01-01** | Joined [[companies/acme]]\n")
    page = parse_page(text, "people/alice", path="people/alice.md")
    assert page.slug == "people/alice"
    assert page.title == "Alice Chen" and page.type == "person"
    assert page.frontmatter == {"title": "Alice Chen", "type": "person", "company": "Acme"}
    assert page.timeline == "- **2024-01-01** | Joined [[companies/acme]]"
    assert page.compiled_truth.startswith("# Ignored H1")
    assert [(c.target, c.origin_field) for c in page.candidates] == [
        ("companies/acme", "compiled_truth"), ("companies/acme", "timeline")]
    assert [c["chunk_source"] for c in page.chunks] == ["compiled_truth", "timeline"]
    assert page.timeline_entries == [
        {"date": "2024-01-01", "summary": "Joined [[companies/acme]]", "detail": "", "source": "markdown"}]
    assert [t["claim"] for t in page.takes] == ["AI needs memory"]
    assert page.facts == [] and page.warnings == [
        "facts row 1 skipped: kind 'bad' is not one of event, preference, commitment, belief, fact"]


def test_parse_page_bad_frontmatter_names_the_file():
    with pytest.raises(ParseError) as exc:
        parse_page("---\ntitle: [unclosed\n---\n", "people/x", path="people/x.md")
    assert str(exc.value).startswith("people/x.md:")


def test_parse_page_type_only_from_string():
    assert parse_page("---\ntype: [a]\n---\n", "x/y").type is None
    assert parse_page("no frontmatter", "x/y").title is None


def test_one_long_paragraph_of_many_references_keeps_every_context():
    # (each reference's sentence is found by binary search over sentence ends found once: searching the text per
    # reference made this quadratic, 56 s for 10,000; the time is measured in docs/benchmarks, not here)
    text = "田中は" + " ".join(f"[[people/p{i}]]" for i in range(20000)) + "に会った。次の文。"
    cands = extract_candidates("notes/big", text, "")
    assert len(cands) == 20000
    for c in (cands[0], cands[9999], cands[-1]):
        assert c.context[c.mention_start:c.mention_end] == f"[[{c.target}]]"
        assert len(c.context) <= 240   # a CJK sentence, capped
    latin = " ".join(f"[[people/p{i}]]" for i in range(5000)) + ". Next one."
    c = extract_candidates("notes/big", latin, "")[2500]
    assert c.context[c.mention_start:c.mention_end] == "[[people/p2500]]" and "Next" not in c.context
