"""brain._cue_hits, the word prefilter of the link and held-time cues: which rules have one of their words in which
text. It must say exactly what a LIKE '%word%' per rule, text and word says (a pair it misses is a cue never tried, a
relation lost), for every word the shipped rules have, on English, Japanese and mixed texts, words of several runs,
words with a leading or trailing space, keys of one, two and three or more characters."""

from __future__ import annotations

import random

import pytest

TEXTS = [
    "she joined ⟦⟧ as cto in 2019 and left in 2021.",
    "co-founded ⟦⟧ with her brother; now an advisor to ⟦⟧",
    "田中は⟦⟧の社外取締役として、2020年から⟦⟧に出資している。",
    "元社員の⟦⟧と⟦⟧は、今も同社の行事に顔を出す",
    "he set  up ⟦⟧\tand\nran it   for years",
    "",
    " series a led by ⟦⟧ ",
    "no cue at all here",
    "部長の⟦⟧（2017年設立。）",
    "100% owned; 50％出資",
]


def _naive(conn, texts, rules, words):
    return set(conn.execute(
        """select t.n::integer, w.rule
             from unnest(%s::text[]) with ordinality t(x, n)
             join unnest(%s::bigint[], %s::text[]) w(rule, word)
               on t.x like '%%' || replace(replace(replace(w.word, '\\', '\\\\'), '%%', '\\%%'), '_', '\\_') || '%%'
            where w.rule is not null""", [texts, rules, words]).fetchall())


def _hits(conn, texts, rules, words):
    return set(conn.execute("select text_no, rule from brain._cue_hits(%s::text[], %s::bigint[], %s::text[])",
                            [texts, rules, words]).fetchall())


def test_small_example(conn):
    texts = ["she joined acme as cto", "no cue here", None, "co-founded 社外取締役として"]
    rules = [1, 1, 2, 3, 4, 5, 6]
    words = ["joined", "works at", "cto", "found", "取締役", "d 社外", "役"]
    assert _hits(conn, texts, rules, words) == {(1, 1), (1, 2), (4, 3), (4, 4), (4, 5), (4, 6)}


@pytest.mark.parametrize("table", ["link_rules", "held_rules"])
def test_every_shipped_word_as_like_says(conn, table):
    """Every word of the shipped rules, on hand-written texts and on texts made of the words themselves (cut, joined
    with and without spaces: keys that straddle runs, words inside longer runs)."""
    rows = conn.execute(f"select id, w from brain.{table}, unnest(words) w where enabled order by id, w").fetchall()
    rules = [r[0] for r in rows]
    words = [r[1] for r in rows]
    rng = random.Random(19)
    vocab = sorted({w for w in words})
    made = []
    for _ in range(300):
        parts = rng.sample(vocab, rng.randint(1, 4))
        parts = [p[rng.randint(0, max(0, len(p) // 3)):] if rng.random() < 0.3 else p for p in parts]
        made.append(rng.choice(["", " ", "x", "、"]).join(parts) + rng.choice(["", " ⟦⟧", "s", "。"]))
    texts = TEXTS + made
    naive = _naive(conn, texts, rules, words)
    assert len(naive) > 1000, "the check set must exercise many words"
    assert _hits(conn, texts, rules, words) == naive


def test_edges_of_input(conn):
    # no texts, no words, null entries: no pairs (a null word is no word; a null text holds none)
    assert _hits(conn, [], [1], ["a"]) == set()
    assert _hits(conn, ["abc"], [], []) == set()
    assert _hits(conn, [None, "abc"], [1, None, 2], ["b", "a", None]) == {(2, 1)}
    # an empty word is none (brain._cue_words never gives one); a word of spaces alone is looked for whole
    assert _hits(conn, ["a  b", "a b"], [1, 2], ["  ", ""]) == {(1, 1)}
    # case-sensitive, as LIKE is: the callers lower-case both sides
    assert _hits(conn, ["CTO"], [1], ["cto"]) == set()
