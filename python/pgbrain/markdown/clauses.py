"""The text that governs each reference: statements, clauses and their attachments, found by syntax alone.

Which cue gives which link type is data in SQL (``brain.link_rules``); this module only says *which words* a
reference's cue may come from, so that "He advises [[a]] and invested in [[b]]" types a and b from their own
verbs and not from the strongest verb of the sentence. Nothing here knows a relation word.

* **Statements**: a text is cut into lines (list items, table rows, timeline lines and headings are statements
  of their own), and a line into sentences: ``。！？`` always end one; ``. ! ?`` end one before white space and a
  capital, a digit, a bracket, a quote, a reference or CJK text (or at the end of the line), but not after a
  one-letter initial or a title or Latin abbreviation (Dr., St., e.g., ...; "Acme Inc. Its CEO" is two); right
  after a reference or between "word.Word" a period ends one without a space. A sentence is Japanese (``cjk``)
  when it has kana outside its references, English when it has three Latin words (a katakana name does not switch
  it), else CJK when it has CJK characters (Chinese).
* **Clauses (English)**: a sentence is cut before ``; , ( )``, spaced dashes, coordinators (and, or, but, yet,
  then) and subordinators or relative words (which, who, where, while, after, because, ...). A cut holds only
  when the words from it to the segment's first reference (or its end) include a content word: anything but
  function words (articles, pronouns, prepositions, coordinators and a few adverbs such as also, later, then).
  So "advises [[a]], [[b]] and [[c]]" and "invested in [[a]] and later [[b]]" stay one clause (the list and the
  elliptic continuation keep the verb), while "founded [[a]] in 2021 and advises [[b]]" is two. Relative and
  subordinating words, negations (not, never, no) and numbers in words count as content, so "but not [[b]]"
  and ", which [[b]] acquired" are clauses of their own.
* **Attachments**: a clause without a reference that directly follows a reference (an apposition, a relative
  clause, a parenthesis: "[[a]], which she co-founded in 2019," or "[[people/x]] (CTO)") also governs that
  reference: it gets a second governing text, the reference followed by the attachment (``attached``: typed only
  by a cue in it, never by a page-role prior, and nothing when it has none). A semicolon, a coordinator, a
  subordinator or a pronoun subject after the comma starts a new clause instead. An elliptic segment
  after an attachment continues the clause before it ("advises [[a]], a robotics start-up, and [[b]]").
* **Clauses (Japanese/Chinese)**: a sentence is cut at ``、，；`` except after a reference (lists:
  「[[a]]、[[b]]に出資」) or after a particle that ties the phrase to the predicate that follows (は を に へ と
  も の や か, and が / で right after a reference), so conjunctive forms (〜し、〜て、〜で、) and noun+copula
  (「CTOで、」) split clauses.

A governing text is at most ``GOVERN_MAX`` characters, the part of the clause around its reference, with every
reference (this one included) written ``⟦⟧``: the words of a slug or a label ("[[funds/x]]", "Founders Fund") are no
cue.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

from ..chunking import CJK_CLASS

GOVERN_MAX = 400
REF = "\ue000"                  # a reference's characters in the skeleton the cuts are found on
REF_TOKEN = "⟦⟧"                # a reference in a governing text

CJK = re.compile(f"[{CJK_CLASS}]")
_LATIN = re.compile(r"[A-Za-z]")
_HIRAGANA = re.compile(r"[\u3041-\u309f]")
_IT = re.compile(r"\bit\b", re.IGNORECASE)
_ITS = re.compile(r"\bits\b", re.IGNORECASE)
# "their" before an organisation's board names it as "its" does ("I led our investment in [[a]] and sit on their board")
# "there" after a verb of staying or working names the organisation just named ("We were acquired by [[a]], and I
# stayed on there for a year as VP", "he never held a faculty position there"): read as "at [[a]]" (not after a
# verb's plain form, which a wish or a plan takes: "would love to work there someday")
_THERE = re.compile(r"\b(?:(?:stayed|stays|worked|works|remained|remains|lasted|started|began)"
                    r"(?:\s+on)?"
                    r"|spent\s+[^,.;:\ue000]{1,30}?|(?:a|an|the|her|his|their|my)\s+(?:[a-z-]+\s+){0,2}(?:position|role|job"
                    r"|post|seat|stint|tenure|career))\s+there\b", re.IGNORECASE)
_THEIR_BOARD = re.compile(r"\btheir(?=\s+(?:(?:advisory|supervisory|main|full)\s+)?(?:board|boards)\b"
                          r"(?!\s+(?:of|at)\b))", re.IGNORECASE)
# an organisation named again by a common noun ("... and now runs the company", "the firm's board"); on a person
# page it takes up the organisation last named
_ORG_NOUNS = ("company", "firm", "startup", "start-up", "business", "bank", "agency", "studio")


def _the(nouns: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\bthe\s+(?:" + "|".join(nouns) + r")(?:'s|’s)?(?!-)\b", re.IGNORECASE)


_THE_ORG = _the(_ORG_NOUNS + ("fund", "group", "lab"))
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")

# function words: a segment whose words before its first reference are all of these continues the clause before
_FUNCTION = frozenset("""
a an the this that these those its his her their our my your one some any each both either neither all other others
i he she they we you it him them us me himself herself themselves
and or nor but yet so then also too as well plus including included like such among alongside besides
in at to for with from of on by into onto via through over under about around between within without across toward
towards upon per than out up off
later earlier previously formerly currently recently now still again once eventually subsequently first second
finally initially mostly mainly partly primarily especially notably respectively likewise similarly together
is are was were be been being has have had do does did
s
""".split())
# always a clause of its own: subordinators, relative words, negations
_FORCE = frozenset("""
which who whom whose where whereas while though although because since after before until unless when whenever
whereby not never no nor none neither without
""".split()) - {"nor", "neither", "without"}

_ABBREV = frozenset("""
mr mrs ms dr prof st vs e.g i.e eg ie no nos fig figs approx dept cf ca
""".split())

# a month's abbreviation before a day or a year ("until Sept. 2017", "on Jan. 5, 2020") ends no sentence
_MONTH_ABBREV = frozenset("jan feb mar apr jun jul aug sep sept oct nov dec".split())

_EN_SENTENCE_END = re.compile(r"[.!?]+[\"'’”)\]*_]*")
_CJK_SENTENCE_END = re.compile(r"[。！？]")
_EN_CUT = re.compile(
    r";|(?<=\s)[|·•](?=\s)|\s[-–—]{1,2}\s|—|\(|\)|,"
    r"|(?<=,)\s(?=so\s)"
    r"|\s(?=(?:and|or|but|yet|then|which|who|whom|whose|where|whereas|while|though|although|because|since|after"
    r"|before|until|unless|when|whenever|whereby|to|that)\b)", re.IGNORECASE)
# a semicolon, or a bar or middle dot between spaces after a reference ("COO at [[a]] | previously [[b]] · advisor to
# [[c]]"): the clause before ends there, whatever follows
_HARD_CUT = ";|·•"
# "that" opens a clause of its own only after a verb of saying or thinking ("[[people/a]] said that [[people/b]] may
# join"), not as a relative word ("the company that she founded")
_REPORT_END = re.compile(
    r"\b(?:said|says|say|noted|notes|mentioned|mentions|added|adds|explained|explains|thinks|thought|think|believes"
    r"|believed|reported|reports|confirmed|confirms|suggested|suggests|hinted|hints|hopes|hoped|expects|expected"
    r"|announced|announces|warned|warns|argued|argues|claimed|claims|insisted|insists|stressed|stresses|agreed"
    r"|agrees|told\s+(?:us|me|them|him|her|the\s+\w+)|tells\s+(?:us|me|them|him|her))\s*,?\s*$", re.IGNORECASE)
_CJK_CUT = re.compile(r"[、，；;(（]")
_PAREN_CLOSE = re.compile(r"[(（][^()（）]*[)）]")
_CJK_TIED = "はをにへとものやか"
# a parenthesis that describes an organisation by its founding (「（2017年設立。福岡を拠点に…）」
# 「（2019年創業、東京）」)
_JA_DESCRIBED_PAREN = re.compile(r"[(（][^()（）\ue000]{0,12}?[0-9]{4}\s*年[^()（）\ue000]{0,8}?(?:設立|創業|創立)"
                                 r"(?![者メ])[^()（）\ue000]{0,200}[)）]")
# a reference (and its description) set as the place of what follows: 「[[a]]では、」「[[a]]（2017年設立）では、」
_JA_REF_TOPIC = re.compile(REF + r"(?:\s*[(（][^()（）]*[)）])?\s*(?:では|において|にて)$")
# a sentence that opens with its subject and the role it acts in, then a comma (「佐々木千尋は社外取締役として、」)
_JA_ROLE_TOPIC = re.compile(r"\s*[^、。！？，\ue000]{1,24}?(?:は|も)[^、。！？，\ue000]{1,16}?として[、，]\s*")
# a sentence that opens with a title as its topic (「監事は引き続き、税理士の[[a]]が務めています」
# 「事務局長には、今年度から[[a]]が着任しました」): the title is said of the subject that follows
_JA_TITLE_TOPIC = re.compile(r"\s*(?:[^、。！？，\ue000]{0,16}?の)?"
                             r"(?:研究|技術|経営|法律|医療|学術|特別|最高|シニア)?"
                             r"(?:代表理事|理事長|理事|監事|監査役|常勤監査役|社外監査役|事務局長|アドバイザリーボード"
                             r"|評議員|代表取締役社長|代表取締役|代表|社長|会長|副社長|CEO|CTO|COO|CFO|社外取締役|取締役|執行役員"
                             r"|技術顧問|顧問|相談役|アドバイザー|パートナー)(?:陣)?(?:には|は|に)[^、。！？，\ue000]{0,8}[、，]\s*")
_JA_COMPOUND_PARTICLE = re.compile(
    r"(?:に対し(?:て)?|に関し(?:て)?|に向け(?:て)?|にとって|について|を通じ(?:て)?|に代わり|に加え(?:て)?)$")
_JA_NEW_TOPIC = re.compile(f"[^{REF}。！？、]{{1,16}}?(?:は|には|が|も|:|：)\\s*{REF}")
# a reference with a short parenthesis before 、 (「[[a]]（2019年〜）、[[b]]に出資」): the list goes on
_REF_PAREN_END = re.compile(f"{REF}\\s*[（(][^（()）]{{0,20}}[）)]$")
# 「夫の[[people/a]]さんは…」: the clause is a kin's or colleague's, not the page's
_JA_KIN = "(?:夫|妻|兄|姉|弟|妹|父|母|息子|娘|配偶者|家族|友人|同僚|上司|部下|元上司|恩師)"
_JA_OTHER = re.compile(f"{_JA_KIN}(?:の|である)\\s*{REF}+\\s*(?:さん|氏|君|様)?\\s*(?:は|が|も)"
                       # 「高橋の父は[[a]]の創業者である」: a kin named as the topic
                       f"|(?:(?<=の)|(?<![\u3040-\u30ff\u3400-\u9fff])){_JA_KIN}(?:は|も)(?![\u3040-\u309f])")
# 「同社」「同ファンド」: the company named before
_JA_SAME = re.compile(r"同(?:社|ファンド|行|グループ)")
_JA_SAME_PERSON = re.compile(r"同(?:人|氏)")
# titles a Japanese clause may take (「…に就任」「…として」)
_JA_TITLES = (r"(?:代表取締役社長|代表取締役|代表|社長|会長|副社長|CEO|CTO|COO|CFO|CMO|CPO|社外取締役|取締役|執行役員"
              r"|部長|本部長|室長|技術顧問|顧問|アドバイザー|パートナー|エンジニア|マネージャー|ディレクター)")
# ... and the office titles that, right before a subject, say their holder's relation (not 「出身のエンジニア」)
_JA_TITLE_BEFORE = re.compile(r"(?:代表取締役社長|代表取締役|代表|社長|会長|CEO|CTO|COO|CFO|取締役|執行役員"
                              r"|パートナー)\s*$")
_JA_SUBJECT = re.compile(r"\s*(?:氏|さん)?(?:が|は|も)")
# a bracket of titles right after a reference (「（代表取締役CEO）」「（共同創業者、2018–2021 CTO）」)
_JA_TITLE_PAREN = re.compile(r"\s*[（(](?=[^（）()⟦⟧]{0,30}?(?:CEO|CTO|COO|CFO|CxO|社長|会長|取締役|執行役員|代表"
                             r"|部長|本部長|創業者|共同創業者|顧問|監査役|パートナー|VP|Head|Director|Partner))"
                             r"[^（）()⟦⟧\u3041-\u306d\u306f-\u3093]{1,40}[）)]")
# a title right after a person who is a clause's subject (「[[people/a]]社長が創業した」「[[people/b]]執行役員が就く」)
_JA_TITLE_AFTER = re.compile(r"\s*(?:代表取締役社長|代表取締役|社長|会長|副社長|専務|常務|執行役員|CEO|CTO|COO|CFO)"
                             r"(?=\s*(?:氏|さん)?(?:が|は|も))")
_JA_MODIFIED = re.compile(r"(?:である|であった|だった|の)\s*$")
_JA_TOPIC = re.compile(r"\s*(?:氏|さん)?(?:は|も)[、，]?")
_JA_TOPIC_OBJECT = re.compile(r"\s*(?:には|に対しては|に対して|へは)[、，]?")
_JA_TITLE_TAKEN = re.compile(r"\s*(?:(?:[0-9０-９]{2,4}年(?:[0-9０-９]{1,2}月)?(?:末|頃)?"
                             r"(?:まで|から|に|には|以降|より)?"
                             r"|現在は|現在も|現在|今は|今も|その後|のちに|後に|同年|翌年|当初は|以来"
                             r"|(?:私|僕|わたし|自分)(?:は|が|も))[、，]?\s*){0,2}(?:自ら|自身が|みずから)?\s*"
                             r"(?P<of>[^、。！？，\ue000]{0,8}?の)?(?P<title>"
                             + _JA_TITLES + r")[^、。！？，\ue000]{0,6}?"
                             r"(?:に就任|として|を務め|に着任|に昇格|を兼務|に就い|に就き|に就く)")
# a contrastive が after a light predicate (ある, される, 報じられる ...: the clause reports, it does not assert)
_JA_BUT = re.compile(r"(?:あり(?:ました|ます)?|ある|あった|い(?:る|た|ました)|(?:さ|ら)れ(?:る|た|ている|ていた|ました)"
                     r"|言われ(?:る|た)|だった|でした|です|だ)(?:が|けど|けれど|けれども|ものの)\s*[、，]\s*$")
# ... a copula after a role the clause asserts (「…の創業メンバーの一人だが」): no light predicate
_JA_ROLE_COPULA = re.compile(r"(?:一人|一員|メンバー|創業者|株主|投資家|社員|役員|顧問|パートナー)"
                             r"(?:だ|です|だった|でした)$")
# 「XではなくYとして…」: the clause after says what the reference is instead
_JA_NOT_BUT = re.compile(r"(?:では|じゃ)なく(?:て)?\s*[、，]\s*$")
_LIST_MARK = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+|^[ \t]*>[ \t]*", re.MULTILINE)


@dataclass
class Governing:
    """One text that governs a reference: ``text[start:end]`` is the reference itself."""

    text: str
    start: int
    end: int
    cjk: bool
    role: str = "clause"       # clause, bare, attachment, anaphor, extended or foreign


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_WHITE_RUN = re.compile(r"\s+")


def clean(text: str) -> str:
    """NFKC (lone surrogates replaced, which neither JSON nor PostgreSQL takes) with white space collapsed: how
    contexts and governing texts are stored."""
    if not text.isascii():   # (ASCII has no surrogates and is its own NFKC form: a piece of text is mostly ASCII)
        text = unicodedata.normalize("NFKC", _LONE_SURROGATE.sub("\ufffd", text))
    return _WHITE_RUN.sub(" ", text)


def _skeleton(text: str, spans: list[tuple[int, int]]) -> str:
    return _overwrite(text, [(a, b, REF * (b - a)) for a, b in spans])


def _overwrite(text: str, pieces: list[tuple[int, int, str]]) -> str:
    """``text`` with each text[a:b] replaced by its piece of the same length (pieces sorted, not overlapping)."""
    out, pos = [], 0
    for a, b, piece in pieces:
        out += (text[pos:a], piece)
        pos = b
    out.append(text[pos:])
    return "".join(out)


def _is_cjk(sk: str, a: int, b: int) -> bool:
    """Japanese when kana particles are there; else English when three Latin words are ("ツムギペイメンツ is advised
    by [[a]]"); else CJK when any CJK character is (Chinese)."""
    part = sk[a:b]
    if _HIRAGANA.search(part):
        return True
    if len(_WORD.findall(part)) >= 3:
        return False
    return bool(CJK.search(part))


def _sentence_ends(sk: str, a: int, b: int) -> list[int]:
    """Sentence cuts inside the line sk[a:b] (positions just after each end)."""
    cuts = [m.end() for m in _CJK_SENTENCE_END.finditer(sk, a, b)]
    if cuts and REF in sk[a:b]:
        # (no end inside an organisation's description after its reference: 「[[a]]（2017年設立。福岡が拠点）では」)
        inside = [(m.start(), m.end()) for m in _JA_DESCRIBED_PAREN.finditer(sk, a, b)
                  if sk[a:m.start()].rstrip()[-1:] == REF]
        if inside:
            cuts = [p for p in cuts if not any(x < p < y for x, y in inside)]
    for m in _EN_SENTENCE_END.finditer(sk, a, b):
        end = m.end()
        nxt = sk[end:b].lstrip()
        spaced = end == b or sk[end].isspace()
        if sk[m.start() - 1:m.start()] == REF:
            # right after a reference: an end unless a lower-case word or a digit follows ("[[a]].Next", "[[a]]. 2019")
            if nxt and (nxt[0].islower() or (nxt[0].isdigit() and not spaced)):
                continue
            cuts.append(end)
            continue
        if not spaced and not CJK.match(sk[end]) and not (
                sk[m.start() - 1:m.start()].islower() and sk[end].isupper() and sk[end + 1:end + 2].islower()):
            continue
        if nxt and not (nxt[0].isupper() or nxt[0].isdigit() or nxt[0] in "[(\"'“‘" + REF or CJK.match(nxt[0])):
            continue
        if sk[m.start()] == ".":
            word = re.search(r"([A-Za-z][A-Za-z.]*)$", sk[a:m.start()])
            if word and (len(word.group(1)) == 1 or word.group(1).lower() in _ABBREV):
                continue
            if word and word.group(1).lower() in _MONTH_ABBREV and nxt[:1].isdigit():
                continue
        cuts.append(end)
    return sorted(set(cuts))


def _statements(sk: str, spans: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """(start, end) of every statement: lines, then sentences (list markers and quote marks left out); with
    ``spans``, only on the lines that hold a reference."""
    out = []
    if spans is None:
        lines = []
        pos = 0
        for line in sk.split("\n"):
            lines.append((pos, pos + len(line)))
            pos += len(line) + 1
    else:
        lines = []
        for x, _ in spans:
            if lines and x < lines[-1][1]:
                continue
            a = sk.rfind("\n", 0, x) + 1
            b = sk.find("\n", x)
            lines.append((a, len(sk) if b < 0 else b))
    for a, b in lines:
        m = _LIST_MARK.match(sk, a, b)
        if m:
            a = m.end()
        start = a
        for cut in [*_sentence_ends(sk, a, b), b]:
            if sk[start:cut].strip():
                out.append((start, cut))
            start = cut
    return out


def _has_words(sk: str, a: int, b: int, cjk: bool) -> bool:
    """Whether sk[a:b] holds words outside its references: content words, or for CJK text any letter."""
    if cjk:
        return bool(CJK.search(sk, a, b) or _LATIN.search(sk, a, b))
    return _has_content(sk, a, b)


def _has_content(sk: str, a: int, b: int) -> bool:
    for w in _WORD.findall(sk[a:b]):
        w = w.lower().strip("'’-")
        if w in _FORCE or (w and w not in _FUNCTION):
            return True
    return False


_ATTACH_FIRST = re.compile(r"[\s,(–—-]*([A-Za-z]+)?")
_NOT_ATTACHED = frozenset("""
and or but yet then so nor while whereas although though because since after before until unless when whenever
i he she they we it you
""".split())


def _attaches(sk: str, s: int, e: int) -> bool:
    """Whether the segment sk[s:e] can hang on the reference before it: an apposition, a parenthesis or a relative
    clause (introduced by a comma, a bracket, a dash or a relative word), not a new clause (a coordinator, a
    subordinator or a pronoun subject after the comma, or a semicolon)."""
    if sk[s] not in ",(–—-" and not sk[s].isspace():
        return False
    word = (_ATTACH_FIRST.match(sk, s, e).group(1) or "").lower()
    if sk[s].isspace() and sk[s:e].lstrip()[:1] not in ("–", "—", "-"):   # (" — CTO" is a dash)
        return word in ("which", "who", "whom", "whose", "where")
    return word not in _NOT_ATTACHED


# a relative clause that is only "whose" and a noun (", whose main rival,"): an apposition after it names the noun
_WHOSE_NOUN = re.compile(r"[\s,(–—-]*whose\s+(?:[A-Za-z'’-]+\s+){0,3}?[A-Za-z'’-]+[\s,]*", re.IGNORECASE)
# a sentence that opens with a place holding one reference ("At [[a]]", "In 2019, at [[a]]"), then its subject
_FRONTED_AT = re.compile(r"[\s*_>-]*(?:(?:in|by|since|during|from)\s+[^,\ue000]{1,30},\s*)?(?:at|inside|within)\s+"
                         + REF + r"+\s*", re.IGNORECASE)
_SUBJECT_NEXT = re.compile(r",\s*(?:she|he|they|i|we)\s", re.IGNORECASE)
_LONE_PRONOUN = re.compile(r"[\s\"“(]*(?:she|he|they|i|we)\s*", re.IGNORECASE)
_RELATIVE = re.compile(r"[\s,(–—-]*(which|that|who)\s+(\S+)", re.IGNORECASE)
_OPEN_END = re.compile(r"\b(in|at|of|to|for|with|into|on|from|by)\s*,?\s*$", re.IGNORECASE)
_COORD = re.compile(r"\s*,?\s*(?:and|or)\b", re.IGNORECASE)
_TIME_AFTER = re.compile(
    r"\s(?:since|until|after|before)\s+(?:\d|last\b|next\b|this\b|early\b|late\b|mid\b|then\b|(?:jan|feb|mar|apr|may|jun"
    r"|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|(?:spring|summer|autumn|fall|winter)\b"
    r"|(?:nearly\s+|almost\s+|over\s+|more\s+than\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve|fifteen|twenty|several|many|a\s+few)\s+(?:years?|months?|decades?|weeks?)\b)", re.IGNORECASE)
# a cut inside a date is none: the comma of "March 1, 2020", the "and" of "between 2019 and 2023"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE_COMMA_BEFORE = re.compile(_MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?\s*$", re.IGNORECASE)
_DATE_COMMA_AFTER = re.compile(r",\s*\d{4}\b")
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+(?:(?:early|late|mid-?)\s*)?(?:\d{1,2}\s+)?(?:" + _MONTH
                             + r"\s+)?(?:\d{1,2},?\s+)?\d{4}\s*$", re.IGNORECASE)
_BETWEEN_AFTER = re.compile(r"\s+and\s+(?:(?:early|late|mid-?)\s*)?(?:\d{1,2}\s+)?(?:" + _MONTH
                            + r"\s+)?(?:\d{1,2},?\s+)?\d{4}\b", re.IGNORECASE)
# a copula (or its auxiliary) a segment ends open with, and the bare noun phrase after a comma that completes it
_COPULA_OPEN = re.compile(r"\b(?:is|was|are|were|am|be|been|remains|remained|becomes|became)"
                          r"(?:\s+(?:not|never|also|still|now|always|once|long)){0,2}\s*$", re.IGNORECASE)
_COMPLEMENT_START = re.compile(r",\s*(?:an?|the|its|her|his|their|one of (?:the|its|her|his|their))\s", re.IGNORECASE)
_COPULA_END = re.compile(r"\b(?:is|was|are|were|remains|remained|became|has been|had been)\s*$", re.IGNORECASE)
_OPEN_WH = re.compile(r"\s*(?:is|was|are|were|remains|remained|became|has been|had been)\s+(?:where|what|how|when)\W*$",
                      re.IGNORECASE)
_WH_NEXT = re.compile(r"\s(?:where|what|how|when|why|who)\b", re.IGNORECASE)
# a first conjunct that is only the page's pronoun and a verb ("She co-founded and still runs [[a]]")
_BARE_VERB = re.compile(r"\W*(?:[\w'’ -]{1,30}:\s+)?(?:she|he|they|i|we)\s+(?:[a-z]+ly\s+)?"
                        r"(?:(?:co-)?[a-z]+(?:ed|s)|built|ran|led|began|grew)\s*,?\s*$", re.IGNORECASE)
_COORD_VERB = re.compile(r"\s*,?\s*(?:and|but|yet)\s+(?!(?:a|an|the|his|her|their|its|our|my)\b)[a-z]", re.IGNORECASE)
_CO_SUBJECT = re.compile(r"\b(alongside|with|as well as)\W*$", re.IGNORECASE)
# an apposition or relative clause that opens right after a reference and so describes it
_APPOSITION = re.compile(r"[\s,(–—-]*(?:a|an|the|one of|formerly|former|previously|once|whose|now an?)\s"
                         # ... or a bare title of the reference's own ("[[people/a]], founder of [[b]]", "[[people/a]],
                         # now general counsel at [[b]]")
                         r"|[\s,(–—-]*(?:now|then|currently|later|also|still)?\s*(?:(?:co-?)?founder|ceo|cto|coo"
                         r"|cfo|cmo|cpo|president|chair|chairman|chairwoman|director|managing director|head|partner"
                         r"|general partner|managing partner|principal|associate|general counsel|counsel|vp"
                         r"|vice president|svp|evp|gp|md|editor|professor|investor|backer|adviser|advisor"
                         r"|board member|employee|engineer|analyst|manager|chief [a-z]+ officer)s?\s+(?:of|at|in|for"
                         r"|with)\s", re.IGNORECASE)
# ... unless it is the subject of the sentence's main clause ("Started by [[a]], the company now employs [[b]]")
_NP_SUBJECT = re.compile(r"[\s,(–—-]*(?:a|an|the)\s+(?:[\w'’-]+\s+){0,3}?"
                         r"(?:now|still|currently|today|has|have|had|is|was|are|were|will|would|can|could|then|later"
                         r"|also|soon)\b", re.IGNORECASE)
# a relative clause with the page's person as subject
_PAGE_RELATIVE = re.compile(r"[\s,(–—-]*(?:(?:in|for|to|with|from|at|of|on|by|through|under|into)\s+)?"
                            r"(?:which|that|whom|where)\s+(?:she|he|they|i|we)\s", re.IGNORECASE)
# ... or an apposition that is one ("[[a]], the company he had co-founded with [[people/b]]")
_PAGE_NP_RELATIVE = re.compile(r"[\s,(–—-]*(?:the|a|an)\s+(?:[\w'’-]+\s+){0,2}?(?:that\s+|which\s+)?"
                               r"(?:she|he|they|i|we)"
                               r"\s+(?:(?:had|has|have|would|later|then|once|first|also|still|now)\s+)*"
                               r"(?!(?:is|was|are|were|said|says|told|thinks|thought|knew|knows)\b)[a-z-]+\b",
                               re.IGNORECASE)
# an apposition with a subject of its own ("a startup Gordon had founded", "a company founded by her brother")
_OWN_APPOSITION = re.compile(
    r"[\s,(–—-]*(?:[Aa]n?|[Tt]he|[Oo]ne)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:(?:that|which|whom)\s+)?(?:(?!(?:[Ss]he|[Hh]e|[Tt]hey|I|[Ww]e|[Ii]t)\b)[A-Z][\w-]*|(?:her|his|their|my|our)\s+[\w-]+)"
    r"\s+(?:(?:had|has|have|later|once|also|then|first)\s+)*[a-z]+ed\b"
    r"|[\s,(–—-]*(?:[Aa]n?|[Tt]he)\s+(?:[\w'’-]+\s+){0,4}?[a-z]+ed\s+by\s+(?!(?:her|him|them|me|us|herself|himself)\b)")
# the start of a predicate without a subject (", has joined the company as CTO")
_PREDICATE = re.compile(r"[\s,]*(?:(?:has|have|had|is|was|are|were|will|would|can|could|now|later|then|also|recently|"
                        r"currently|today|since)\b|(?:[a-z]+-)?[a-z]+ed\b|[a-z]+[^s\W]s\b)", re.IGNORECASE)
# a verb right after a reference: the reference is the subject of a clause of its own
_PREDICATE_AFTER = re.compile(
    r"\s+(?:(?:also|later|then|quickly|soon|eventually|recently|now|since|subsequently|first|once|just|still)\s+)*"
    r"(?:has|have|had|is|was|are|were|will|would|did|does|wrote|took|led|ran|made|became|put|got|gave|built|began|won"
    r"|sold|bought|held|kept|left|joined|told|said|spoke|saw|went|came|knew|thought|brought|found|sent|spent"
    r"|taught|grew|chose|paid|lost|oversaw|[a-z]{2,}ed"
    r"|(?!(?:this|thus|plus|less|across|unless|perhaps|always|towards|afterwards|besides|whereas|series)\b)[a-z]{2,}[^s\W]s)"
    r"\b(?!\s*(?:and|or|,|&)\s)", re.IGNORECASE)
# a second noun sharing the first one's object ("the co-founder and CEO of [[a]]")
_SHORT_NOUN_OF = re.compile(r"\s*,?\s*(?:and|&)\s+(?![\w'’-]*(?:ed|[^s\W]s)\s)(?:[\w-]+\s+){1,3}(?:of|at)\s+",
                            re.IGNORECASE)
_TITLE_BEFORE = re.compile(r"\W*(?:[A-Za-z][\w'’&-]*\s+){0,2}[A-Za-z][\w'’&-]*[\s,]*")
# a list item with an article and a classifier noun before it ("... from [[a]] and the utility [[b]]", "and the
# Berlin neobank [[c]]"; not "and angel [[c]]", which may be a new clause)
_CLASSIFIED_ITEM = re.compile(r"\s*,?\s*(?:and|or|plus|as well as)\s+(?:the|a|an|its|our|their)\s+"
                              r"(?:(?!(?:of|at|in|for|with|to|from|by|on|she|he|they|it|we|i)\s)[\w'’.&-]+\s+){0,2}"
                              r"(?!(?:of|at|in|for|with|to|from|by|on)\s)[a-z][\w-]*\s*")
# a second object after the same preposition ("to [[a]] and to the climate startup [[b]]"): no verb, year or
# subject of its own between the preposition and the reference
_PARALLEL = re.compile(r"\s*,?\s*(?:and|or|as well as)\s*,?\s+(?:(?:briefly|later|then|also|earlier|previously|"
                       r"once|again|more recently|still|now)\s*,?\s+|another\s+(?:\w+\s+){0,2}?)?"
                       r"(in|at|to|for|with|into|from|on|by|of)\s+"
                       r"((?:(?![a-z]+(?:ed|ing)\b|(?:she|he|they|it|we|i|her|his|their)\b)[\w'’-]+\s+){0,4})$",
                       re.IGNORECASE)
_PREP_RELATIVE = re.compile(r"\s(?:which|whom)\b", re.IGNORECASE)
_PREP_LAST = re.compile(r"(?:^|[\s,])(?:in|for|to|with|from|at|on|by|through|under|into"
                        # ("of which she is CEO"; not "both of whom had worked ...": a relative of their own)
                        r"|(?<!both )(?<!all )(?<!each )(?<!some )(?<!many )(?<!most )(?<!none )(?<!one )(?<!two )of)"
                        r"\s*$", re.IGNORECASE)
_CELL_TITLE_AFTER = re.compile(r";\s*(?:(?!(?:she|he|they|it|we|i|her|his|its|their)\b)[\w'’.-]+\s*){1,3}\|",
                               re.IGNORECASE)
_ELLIPTIC = re.compile(r";\s*(?:and\s+)?(?:before that|prior to that|earlier|previously|after that|later|then"
                       r"|since then|until (?:19|20)\d\d|in (?:19|20)\d\d)\s*,?\s*", re.IGNORECASE)
_PREP_END = re.compile(r"\b(in|at|to|for|with|into|from|on|by|of)\s+(?:(?:the|a|an|its|her|his|their)\s+)?"
                       r"(?:[\w'’-]+\s+){0,3}$", re.IGNORECASE)


def _parallel(sk: str, s: int, lead_end: int, prev: _Clause, spans: list[tuple[int, int]]) -> bool:
    """Whether sk[s:lead_end] ("and to the climate startup ") repeats the preposition that stands before the last
    reference of the clause prev ("a paid adviser to [[a]]")."""
    if not prev.refs or prev.foreign:
        return False
    m = _PARALLEL.match(sk, s, lead_end)
    if not m or m.end() != lead_end:
        return False
    before = _PREP_END.search(sk, prev.parts[0][0], spans[prev.refs[-1]][0])
    return bool(before) and before.group(1).lower() == m.group(1).lower()


def _appos_host(sk: str, a: int, s: int, clauses: list[_Clause]) -> _Clause | None:
    """When the last clause is an apposition or relative clause holding references that ends in a comma or a
    parenthesis right before s, the clause holding the reference it describes; else None."""
    last = clauses[-1] if clauses else None
    if last is None or last.appos is None or not last.refs:
        return None
    p = s - 1
    while p >= a and sk[p].isspace():
        p -= 1
    if p < a or sk[p] not in ",)":
        return None
    return next((x for x in reversed(clauses[:-1]) if last.appos in x.refs), None)


_SHORT_CONJUNCT = re.compile(r"\s*(?:and|&)\s+(?:[\w'’-]+\s*){1,3}[.;:)]?\s*", re.IGNORECASE)
# a concessive interruption ("[[people/b]], though on the invite, stayed away")
_CONCESSIVE = re.compile(r"[\s,]*(?:though|although|despite|while|even though)\b", re.IGNORECASE)
# a board named right before a relative clause that lists its members
_BOARD_END = re.compile(r"\b(?:board|board of (?:directors|trustees|advisers|advisors)|"
                        r"advisory (?:board|council|panel))[\s,]*$", re.IGNORECASE)
_BOARD_INCLUDES = re.compile(r"\b(?:board|directors|trustees|advisers|advisors|council|panel)[\s,]*(?:which|that)\s+"
                             r"(?:also\s+|now\s+|currently\s+)?(?:includes?|included|comprises|counts|features)\b",
                             re.IGNORECASE)
_INCLUDES_NEXT = re.compile(r",?\s*(?:which|that)\s+(?:also\s+|now\s+|currently\s+)?(?:includes?|included|comprises|"
                            r"counts|features)\b", re.IGNORECASE)
# a parenthesis or apposition that denies one role of the reference before it ("(not a co-founder, as is often said)")
_CORRECTION = re.compile(r"[\s,(–—-]*(?:but\s+|and\s+|though\s+)?(?:not|never)\s+"
                         r"(?:(?:a|an|the|its|one of (?:the|its))\s+)?(?:co-?founder|founder|founding|investor|backer|"
                         r"shareholder|employee|adviser|advisor|board member|director|member)", re.IGNORECASE)
# a finite verb of saying or an auxiliary right after the comma that closes an apposition
_SAY_VERBS = (r"said|says|told|tells|added|adds|noted|notes|explained|explains|wrote|writes|argued|argues|warned|warns|"
              r"insisted|insists|stressed|stresses|admitted|admits")
_SAYS_AFTER = re.compile(r"[\s,]*(?:(?:also|later|then|recently|publicly|privately)\s+)?(?:" + _SAY_VERBS
                         + r"|announced|announces|confirmed|confirms|declined|declines"
                         r"|has|have|had|is|was|are|were|will|would|did|does)\b", re.IGNORECASE)
# (what a reference is reported to have said: no attachment of it)
_SAID = re.compile(r"[\s,]*(?:(?:also|later|then|recently|publicly|privately|once)\s+)?(?:" + _SAY_VERBS
                   + r"|recalled|recalls|joked|jokes|quipped|remarked|remarks)\b", re.IGNORECASE)
_ROLE_AFTER = re.compile(r"[\s,]*(?:(?:back|on)\s+)?(?:as\s+(?!well\b|of\b|part\b|such\b|a result\b)"
                         r"|to\s+(?:its|our|their|the)\s)", re.IGNORECASE)
_OBJECT_OF = re.compile(r"\b(?:of|at|for|with|from|in|to|by|on)\s*$", re.IGNORECASE)
# a place noun between a reference and its relative clause ("[[acme]] office, where he works")
_PLACE = re.compile(r"(?:office|offices|headquarters|hq|campus|lab|labs|team|site|plant|factory|branch|store)",
                    re.IGNORECASE)
_PRONOUN = frozenset("i he she they we you it his her their its our my".split())


def _relative_subject(sk: str, s: int, e: int) -> bool:
    """Whether sk[s:e] is a relative clause whose subject is its antecedent (", which led rounds in [[a]]"), not the
    page ("which she co-founded") nor a reference ("which [[funds/x]] led")."""
    m = _RELATIVE.match(sk, s, e)
    if not m:
        return False
    nxt = m.group(2)
    return nxt[0] != REF and nxt.lower().strip(",.;:") not in _PRONOUN


_OWN_SUBJECT = re.compile(r"[\s,;(–—-]*(?:and|but|while|whereas|though|although)?\s*(?:he|she|they|i|we)\b",
                          re.IGNORECASE)
_OTHER_PERSON = re.compile(
    r"[\s,;(–—-]*(?:and\s+|but\s+|while\s+)?(?:(?:her|his|their|my|our)\s+(?:\w+\s+)?(?:brother|sister|wife|husband|"
    r"spouse|partner|father|mother|dad|mom|mum|son|daughter|parents?|cousin|uncle|aunt|friend|colleague|co-?founder|"
    r"boss|manager|mentor|fianc[ée]e?|girlfriend|boyfriend|roommate|neighbou?r|family|successor|predecessor|"
    r"replacement|deputy|stand-in|protég[ée]e?|mentee)s?\b"
    # (a list item or note that opens with a kin noun alone: "- Husband [[people/m]] works at [[b]]")
    r"|(?:[-*+•]\s+)?(?:brother|sister|wife|husband|spouse|father|mother|dad|mom|mum|son|daughter|parents|cousin|uncle"
    r"|aunt|fianc[ée]e?|girlfriend|boyfriend|roommate)\s+(?=\ue000))", re.IGNORECASE)


# the one another reference succeeds in a title holds it too: "[[people/w]] is expected to take over from
# [[people/l]] as its chief executive", "[[people/w]] replaced [[people/l]] as CEO"
_SUCCEEDED = re.compile(r"\b(?:(?:take|takes|took|taken|taking)\s+over\s+from|(?:succeed|succeeds|succeeded|succeeding"
                        r"|replace|replaces|replaced|replacing))(?P<np>(?:\s+(?:the|its|our|outgoing|departing|retiring|"
                        r"long-?time|founding|interim|co-?founder|founder))*)\s*$", re.IGNORECASE)
_SUCCEEDED_AS = re.compile(r"\s*,?\s*as\s+(?:(?:its|our|the|their)\s+|the\s+(?:company|firm|fund)['’]s\s+)?"
                           r"(?:(?:first|founding|interim|acting|deputy|executive|managing|senior|sole)\s+)*"
                           r"(?:ceo|cto|coo|cfo|cmo|cro|cpo|president|chair(?:man|woman|person)?|chief\s+[a-z]+(?:\s+officer)?"
                           r"|managing\s+director|general\s+manager|general\s+partner|managing\s+partner|head\b)",
                           re.IGNORECASE)



def _predecessor(sk: str, span: tuple[int, int], lo: int) -> int | None:
    """Where the words about a reference that another one succeeds in a title start (its own noun phrase: "founder
    [[people/d]] as chief executive"), or None when it is no such predecessor."""
    m = _SUCCEEDED.search(sk, lo, span[0])
    return m.start("np") if m and _SUCCEEDED_AS.match(sk, span[1]) else None


_WITH_PAGE = re.compile(r"[\s(\"“]*(?:(?:in|by|from|since|on|during|after|until|around)\s+[^,\ue000]{1,20}?,?\s+)?"
                        r"(?:she|he|they|i|we)\s+(?:and|&)\s*$", re.IGNORECASE)


def _foreign_refs(sk: str, spans: list[tuple[int, int]], c: _Clause, selves: set[int] | frozenset[int],
                  org: bool = False) -> set[int]:
    """References whose clause has another subject than the page: a kin or colleague of the page's person ("Her
    brother works at [[acme]]"), or another reference: the clause starts with a reference (nothing but
    function words before it) and a content word stands between it and them ("[[people/bob]] invested in [[a]]");
    a possessive ("[[acme]]'s CTO") is no subject. On an organisation's page a kin who is the reference itself
    acts on the page ("Her son [[people/e]] has run the company since 2015"): only the references after it are its."""
    if c.refs and (kin := _OTHER_PERSON.match(sk, c.parts[0][0], spans[c.refs[0]][0])):
        if org and not sk[kin.end():spans[c.refs[0]][0]].strip(" ,"):
            return set(c.refs[1:])
        return set(c.refs)       # "Her brother works at [[acme]]": another person is the subject
    if len(c.refs) < 2 or c.refs[0] in selves:      # "[Alice](people/alice) is the CEO of [[acme]]" on her page
        return set()
    first = c.refs[0]
    s0 = c.parts[0][0]
    if _has_content(sk, s0, spans[first][0]) or _WITH_PAGE.match(sk, s0, spans[first][0]):
        return set()     # (a co-subject of the page's person, "She and [[people/b]] co-founded [[a]]", is none)
    after = sk[spans[first][1]:spans[first][1] + 2]
    if after[:2] in ("'s", "’s"):
        return set()
    # the first content word after the subject reference: references after it have a verb between
    end = spans[first][1]
    verb = next((end + m.start() for m in _WORD.finditer(sk[end:c.parts[-1][1]])
                 if (w := m.group(0).lower().strip("'’-")) in _FORCE or (w and w not in _FUNCTION)), None)
    if verb is None:
        return set()
    # (the members a board's relative clause lists are the board's, as the subject's are: "[[people/a]] chairs its
    # advisory board, which also includes [[people/b]]")
    return {i for i in c.refs[1:] if spans[i][0] > verb
            and not _CO_SUBJECT.search(sk, max(end, spans[i][0] - 40), spans[i][0])
            and _predecessor(sk, spans[i], max(end, spans[i][0] - 60)) is None
            and not _BOARD_INCLUDES.search(sk, end, spans[i][0])}


@dataclass
class _Clause:
    parts: list[tuple[int, int]]
    refs: list[int]
    host: _Clause | None = None      # an attachment: the clause of the reference it follows
    host_ref: int | None = None      # ... and that reference
    foreign: bool = False            # a relative clause whose subject is its antecedent
    prefix: list[tuple[int, int]] | None = None   # an interrupted start of the sentence the clause completes
    coord: list[tuple[int, int]] | None = None    # a conjunct without object before it ("co-founder and CEO of [[a]]")
    appos: int | None = None         # the reference this clause (holding references) describes: an apposition or a
    #                                  relative clause right after it ("[[p]], formerly VP at [[y]], ...")
    its_refs: list[int] | None = None   # more references "its" may take up (with host_ref)
    also_host: int | None = None     # the reference a relative clause with the page as subject also governs
    #                                  ("[[a]], which she co-founded with [[people/b]]")
    predicate: bool = False          # an attachment that is a second predicate of the page's subject, not a
    #                                  description of host_ref ("... at [[a]] and holds seats on its boards")
    anaphor: tuple[int, int] | None = None   # the words that name host_ref again (同社, "the company", "its"): the
    #                                  attachment is also read with the reference standing in their place
    person: bool = False             # ... a person named again (同人, 同氏, on an organisation's page)


_DASH_START = re.compile(r"\s*(?:[–—]|--?\s)")


def _uninterrupted(sk: str, parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """parts without an interruption between dashes ("founded in 2015 — at a time when she had no customer — by
    [[a]]" reads "founded in 2015 — by [[a]]"): a part opening with a dash up to the next part opening with one."""
    dashed = [k for k, (x, y) in enumerate(parts) if _DASH_START.match(sk, x, y)]
    if len(dashed) < 2:
        return parts
    drop = set(range(dashed[0], dashed[1]))
    return [p for k, p in enumerate(parts) if k not in drop]


_NEGATING = re.compile(r"\b(?:not|no|never|none|nor|without|except|excluding|neither)\b|n['’]t\b", re.IGNORECASE)


def _unparenthesised(sk: str, parts: list[tuple[int, int]], ref: int) -> list[tuple[int, int]]:
    """parts without a parenthesis that interrupts the clause before the reference at ref ("invested (quietly,
    through a trust his family set up) in [[a]]" reads "invested in [[a]]"); one right after a reference (its own
    attribute: "[[a]] (absent)") or holding one stays."""
    opened = None
    for k, (x, y) in enumerate(parts):
        if x >= ref:
            return parts
        head = sk[x:y].lstrip(" ,")
        if opened is None:
            if head.startswith("(") and REF not in sk[x:y] and not sk[parts[0][0]:x].rstrip().endswith(REF):
                opened = k
            else:
                continue
        if _NEGATING.search(sk, x, y):
            return parts      # "portfolio highlights (not personal investments): [[a]]" keeps its negation
        elif REF in sk[x:y] and not head.startswith(")"):
            return parts
        elif head.startswith(")"):
            close = sk.index(")", x) + 1
            return [*parts[:opened], (close, y), *parts[k + 1:]]
    return parts


# "to" before a determiner: a preposition and its noun phrase, no purpose clause
_TO_NOUN = re.compile(r"(?:the|its|our|their|his|her|my|your|this|that|these|those|a|an)\s", re.IGNORECASE)


def _en_clauses(sk: str, a: int, b: int, spans: list[tuple[int, int]], idx: list[int],
                org: bool = False) -> list[_Clause]:
    cuts = []
    said: set[int] = set()     # cuts before a "that" after a verb of saying: a clause even without content words
    for m in _EN_CUT.finditer(sk, a, b):
        p = m.start()
        if p == a or (cuts and cuts[-1] == p):
            continue
        # "to" opens a purpose clause only after a reference ("left [[a]] in 2010 to start [[b]]"), not after a verb
        # ("declined to invest in [[a]]") nor after a subject reference ("[[acme]] asked her to join its board")
        seg = sk[cuts[-1] if cuts else a:p]
        if (sk[p] == ";" and sk[sk.rfind("\n", 0, p) + 1:p].lstrip().startswith("|")
                and _CELL_TITLE_AFTER.match(sk, p, b)):
            continue    # "| [[a]] | Co-founder; ex-CTO |": titles of one cell (not "no stake; she chairs its board")
        if sk[p] in "|·•" and (REF not in seg or sk[sk.rfind("\n", 0, p) + 1:p].lstrip().startswith("|")):
            # a bar or middle dot ends a clause that holds a reference ("COO at [[a]] | previously [[b]]"), not a
            # title before one ("Head of Growth · [[a]]") nor a table row's cell
            continue
        if _PREP_RELATIVE.match(sk, p) and _PREP_LAST.search(seg):
            continue    # "[[a]], in which she invested": the preposition goes with its relative pronoun
        if _BOARD_END.search(seg) and _INCLUDES_NEXT.match(sk, p, b):
            continue    # "chairs its advisory board, which also includes [[a]]": the members are the board's
        if sk[p + 1:p + 6].lower() == "that ":
            if not _REPORT_END.search(seg):
                continue
            said.add(p)
        if sk[p:p + 4].lower() == " to " and (REF not in seg or seg.lstrip(" ,;:-–—\t").startswith(REF)
                                               or _TO_NOUN.match(sk, p + 4, b)):
            continue    # (nor before a noun phrase, "welcomed [[a]] to its advisory board": a preposition)
        # "He and his brother founded [[a]]": a pronoun subject with a second one is one subject, no clause
        if sk[p:p + 5].lower() == " and " and _LONE_PRONOUN.fullmatch(seg):
            continue
        # "; before that, [[b]]": a word right after a semicolon, and the comma after a time that opens an elliptic
        # item, cut nothing more
        if seg.lstrip().startswith(";"):
            lead = _ELLIPTIC.match(sk, cuts[-1] if cuts else a, b)
            if lead and lead.end() > p:
                continue
        # "March 1, 2020", "between 2019 and 2023": one date, one span
        if ((sk[p] == "," and _DATE_COMMA_BEFORE.search(seg) and _DATE_COMMA_AFTER.match(sk, p, b))
                or (_BETWEEN_AFTER.match(sk, p, b) and _BETWEEN_BEFORE.search(seg))):
            continue
        # "since last year", "until 2022", "after March": a time, no clause
        if _TIME_AFTER.match(sk, p, b):
            continue
        # "which has since backed [[a]]": an adverb, no subordinator
        if sk[p + 1:p + 6].lower() == "since" and re.search(r"\b(?:has|have|had|ever|long)\s*$", seg, re.IGNORECASE):
            continue
        # a copula's complement is no clause of its own ("[[a]] is where she settled", "[[a]] was what he built")
        if _COPULA_END.search(seg) and _WH_NEXT.match(sk, p, b):
            continue
        cuts.append(p)
    bounds = [a, *cuts, b]
    clauses: list[_Clause] = []
    k = 0
    last_ref: int | None = None
    for s, e in zip(bounds, bounds[1:], strict=False):
        if s >= e:
            continue
        mine = []
        while k < len(idx) and spans[idx[k]][0] < e:
            mine.append(idx[k])
            k += 1
        lead_end = spans[mine[0]][0] if mine else e
        if (not mine and clauses and clauses[-1].refs and sk[s] not in _HARD_CUT
                and _OPEN_WH.match(sk, spans[clauses[-1].refs[-1]][1], clauses[-1].parts[0][1])):
            # "[[a]] is where, after years of freelance work, she settled": the wh-complement goes on after an
            # interruption until a clause says what happened there
            clauses[-1].parts.append((s, e))
            continue
        classified = mine and clauses and clauses[-1].refs and _CLASSIFIED_ITEM.fullmatch(sk, s, lead_end)
        # the clause a list item after an apposition or relative clause holding references goes on with: the one it
        # describes ("founded by [[a]], a former postdoc at [[b]], and [[c]]": c is a founder too)
        host = _appos_host(sk, a, s, clauses) if mine else None
        # ", so [[b]] stood in": a consequence is a clause of its own
        so = s > a and sk[s - 1] == "," and sk[s:s + 4].lower() == " so "
        # a list whose items carry appositions is cut by semicolons ("cheques to [[a]], a legal app; [[b]], which
        # connects growers; and [[c]]"): an item that is only a reference after one goes on with the list
        semi_item = (sk[s] == ";" and mine and clauses and clauses[-1].host is not None and not clauses[-1].refs
                     and not _has_content(sk, s + 1, lead_end) and not _has_content(sk, spans[mine[-1]][1], e))
        # "Previously CTO at [[a]]; before that, [[b]]": an item after a semicolon with only a time before it says
        # the same as the clause before it
        elliptic = (sk[s] == ";" and mine and clauses and clauses[-1].refs and clauses[-1].host is None
                    and _ELLIPTIC.fullmatch(sk, s, lead_end) is not None
                    and not _has_content(sk, spans[mine[-1]][1], e))
        if (not mine and clauses and clauses[-1].refs and sk[s] == "," and clauses[-1].host is None
                and _FRONTED_AT.fullmatch(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1])
                and _SUBJECT_NEXT.match(sk, s, e)):
            # "At [[a]], she runs the design studio": a place the sentence opens with is where its clause happens
            clauses[-1].parts.append((s, e))
            continue
        if (mine and clauses and clauses[-1].host is not None and not clauses[-1].refs and sk[s] == ","
                and not _has_content(sk, s, lead_end) and _WHOSE_NOUN.fullmatch(sk, *clauses[-1].parts[-1])):
            # ", whose main rival, [[b]], ...": the reference names the noun of the relative clause before it, whose
            # subject is that noun, not the page ("runs marketing at [[a]], whose main rival, [[b]], poached her
            # team": b is a's rival, not her employer)
            last = clauses[-1]
            last.parts.append((s, e))
            last.refs.extend(mine)
            last.foreign = True
            last_ref = mine[-1]
            continue
        if (clauses and (sk[s] not in _HARD_CUT or semi_item or elliptic) and s not in said and not so
                and (not _has_content(sk, s, lead_end) or classified or elliptic
                     # "an adviser to [[a]] and to the climate startup [[b]]" (also after an apposition: "advised by
                     # [[a]], a former chairman of [[b]], and by the economist [[c]]"): the same preposition again
                     or (mine and _parallel(sk, s, lead_end, host or clauses[-1], spans)))
                and not (mine and clauses[-1].refs and _PREDICATE_AFTER.match(sk, spans[mine[0]][1], e)
                         and any(_has_content(sk, x, y) for x, y in clauses[-1].parts))):
            # (a reference followed by its own verb is a new clause's subject, no list item: "[[people/a]] mentors the
            # team, and [[funds/f]] wrote its first check")
            last = clauses[-1]
            if last.host is not None and mine and not last.predicate:
                last = last.host          # an elliptic list item after an apposition continues the host
                # (after a second predicate the items are its own: "partner at [[f]] and holds board seats at two of
                # its portfolio companies, [[a]] and [[b]]")
            elif host is not None:
                last = host               # ... and so does one after an apposition holding references
            elif mine and not last.refs:
                # an elliptic segment after an interruption ("founded, according to a profile ..., by [[a]]")
                # continues everything since the last reference
                while len(clauses) > 1 and not clauses[-2].refs and clauses[-2].host is None:
                    prev = clauses.pop(-2)
                    last.parts[:0] = prev.parts
                    last.foreign = last.foreign or prev.foreign
                last.parts.append((s, e))
                last.parts[:] = _uninterrupted(sk, last.parts)
                last.refs.extend(mine)
                last_ref = mine[-1]
                continue
            last.parts.append((s, e))
            last.refs.extend(mine)
            if mine:
                last_ref = mine[-1]
            continue
        # a relative clause right after a reference has it for subject (", which led rounds in [[a]]"); after a noun
        # ("a partner who invested in [[a]]") the page's person is meant
        right_after = last_ref is not None and not sk[spans[last_ref][1]:s].strip(" ,-–—()\t*_")
        # ... and so does one right after an apposition of a reference ("[[people/a]], an angel who also backed [[b]]")
        after_appos = (clauses and clauses[-1].host_ref is not None and not clauses[-1].refs
                       and clauses[-1].host_ref == last_ref and sk[s] not in ",;(" and _RELATIVE.match(sk, s, e)
                       and _APPOSITION.match(sk, clauses[-1].parts[0][0], clauses[-1].parts[0][1]))
        c = _Clause([(s, e)], mine, foreign=(right_after or bool(after_appos)) and _relative_subject(sk, s, e))
        if mine and right_after:
            punct = (sk[spans[last_ref][1]:s] + sk[s:e].lstrip()[:1]).strip()[:1]
            if c.foreign or (punct in (",", "(", "–", "—") and _APPOSITION.match(sk, s, e)
                             and not _NP_SUBJECT.match(sk, s, e)):
                # an apposition or relative clause right after a reference describes that reference: the references
                # in it are its relations, not the page's ("invested in [[a]], a startup founded by [[people/b]]")
                c.foreign, c.appos = True, last_ref
            elif _PAGE_RELATIVE.match(sk, s, e) or (punct == "," and _PAGE_NP_RELATIVE.match(sk, s, e)):
                c.also_host = last_ref       # "[[a]], which she co-founded with [[people/b]]"
        if (mine and not c.foreign and clauses and clauses[-1].foreign and clauses[-1].appos is not None
                and sk[s] not in ",;" and not sk[:s].rstrip().endswith(",") and _COORD_VERB.match(sk, s, e)
                and not _OWN_SUBJECT.match(sk, s, e)
                and _RELATIVE.match(sk, *clauses[-1].parts[0])):
            # a relative clause goes on after "and" with the same subject ("[[people/a]], who spent a decade at [[b]]
            # and later ran payments at [[c]], founded the company"): c is a's too, not the page's (not after a
            # comma, which closes it: "[[a]], which she founded, and later joined [[b]]")
            c.foreign, c.appos = True, clauses[-1].appos
        place = last_ref is not None and _PLACE.fullmatch(sk[spans[last_ref][1]:s].strip(" ,-–—()\t"))
        if (not mine and clauses and clauses[-1].appos is not None and clauses[-1].refs
                and (_PREDICATE.match(sk, s, e) or _ROLE_AFTER.match(sk, s, e))):
            # the predicate after an apposition that holds references goes back to the reference before it
            # ("[[people/a]], formerly VP at [[b]], has joined the company as CTO"), and so does the role or place it
            # is given ("brings in [[people/a]], a former CFO of [[b]], as an adviser", "the appointment of
            # [[people/a]], former CMO of [[b]], to its clinical advisory board")
            c.host = next(x for x in reversed(clauses) if clauses[-1].appos in x.refs)
            c.host_ref = clauses[-1].appos
        elif (not mine and last_ref is not None and (right_after or place) and _attaches(sk, s, e)
              and not _OWN_APPOSITION.match(sk, s, e)
              and not (sk[s] == "," and _SAYS_AFTER.match(sk, s, e) and _OBJECT_OF.search(
                  sk, next(x for x in reversed(clauses) if last_ref in x.refs).parts[0][0], spans[last_ref][0]))):
            # (not a predicate after an apposition whose reference is a preposition's object: "Lu Pe, chief
            # operating officer of [[a]], told reporters ..." says it of Lu Pe)
            c.host = next(x for x in reversed(clauses) if last_ref in x.refs)
            c.host_ref = last_ref
            if sk[s] == "(" and not _CORRECTION.match(sk, s, e):
                # a parenthesis also belongs to the clause it sits in ("[[people/a]] (absent)", "[[a]] (CTO)"), not
                # one that corrects a role (below)
                c.host.parts.append((s, e))
        elif (not mine and clauses and clauses[-1].host_ref is not None and not clauses[-1].refs
              and _SHORT_CONJUNCT.fullmatch(sk, s, e)):
            # a second noun of an apposition ("[[people/a]] — CEO and co-founder"): one attachment, whose conjuncts
            # are then read one by one
            clauses[-1].parts.append((s, e))
            continue
        elif not mine and clauses and clauses[-1].host_ref is not None and not clauses[-1].refs:
            # a clause after an attachment goes on with the same subject ("[[people/a]], who co-founded the company,
            # still runs its lab"); after a relative clause that holds references, a predicate goes back to the
            # reference the relative clause describes ("[[people/a]], who co-founded [[b]] with [[people/c]] before
            # selling it, now leads the security effort here": a leads it, not c)
            h = clauses[-1].host
            if (h is not None and h.foreign and h.appos is not None and h.appos != clauses[-1].host_ref
                    and sk[s] == "," and _PREDICATE.match(sk, s, e)):
                c.host = next(x for x in reversed(clauses) if h.appos in x.refs)
                c.host_ref = h.appos
            else:
                c.host, c.host_ref = clauses[-1].host, clauses[-1].host_ref
        elif not mine and last_ref is not None and (
                (it := _IT.search(sk, s, e))
                or ((its := _ITS.search(sk, s, e)) and (_OWN_SUBJECT.match(sk, s, e) or _COORD_VERB.match(sk, s, e)))):
            # "he is not a founder of [[a]]; he only invested in it": "it" takes up the last reference; "its" in a
            # clause of the page's person ("... and served as its chief executive", "; he was its first CEO") any
            # reference of the clause before (the domains of the types sort out a person's); the clause is also read
            # with the organisation named before in the anaphor's place (govern)
            c.host = next(x for x in reversed(clauses) if last_ref in x.refs)
            c.host_ref = last_ref
            if (its if not it else None if org else it) and _anaphor_ok(sk, *(it or its).span(), False):
                c.anaphor = (it or its).span()
            if not it:
                c.its_refs = [r for r in c.host.refs if r != last_ref]
                c.predicate = True
        elif (not mine and len(clauses) >= 2 and not clauses[-1].refs and clauses[-1].host is None
              and clauses[-2].refs and _CONCESSIVE.match(sk, *clauses[-1].parts[0]) and sk[s] == ","
              and _PREDICATE.match(sk, s, e) and not _has_content(sk, clauses[-2].parts[0][0],
                                                                   spans[clauses[-2].refs[0]][0])):
            # a predicate after a concessive interruption of a subject reference ("[[people/b]], though on the invite,
            # stayed away"): it says something of that reference
            c.host, c.host_ref = clauses[-2], clauses[-2].refs[0]
        elif (not mine and clauses and clauses[-1].refs and _COORD_VERB.match(sk, s, e)
              and not _OWN_SUBJECT.match(sk, s, e)
              and _SUBJECT_TITLE.fullmatch(
                  sk[clauses[-1].parts[0][0]:spans[clauses[-1].refs[0]][0]].strip(" ,;:-–—\t"))):
            # a second predicate of a reference that is its clause's subject ("[[people/a]] was invited but did not
            # show up", also after a title of capitalised words: "Angel [[people/a]] backed the company in its first
            # round and later joined as COO"): it says something of that reference too
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[0]
        if (mine and clauses and not clauses[-1].refs and clauses[-1].host is None and _COORD.match(sk, s, e)
                and (_OPEN_END.search(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1])
                     or _BARE_VERB.match(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1])
                     or _SHORT_NOUN_OF.fullmatch(sk, s, spans[mine[0]][0]))):
            c.coord = clauses[-1].parts   # "invested in and advises [[a]]": the first conjunct lacks its object
        if c.host is None and mine and last_ref is None and not any(x.host for x in clauses) and (
                len(clauses) >= 2 or (clauses and sk[s] == "," and _APPOSITION.match(sk, s, e))):
            # the first reference after an interruption of the sentence's start ("Marco joined, after nearly a
            # decade of consulting ..., the team at [[a]]"): the start may hold its verb
            c.prefix = [p for x in clauses for p in x.parts]
            if (sk[s] == "," and _COPULA_OPEN.search(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1])
                    and _COMPLEMENT_START.match(sk, s, e)):
                # a copula interrupted by a coordination ("He is not, and has never been, an adviser to [[a]]"):
                # the complement after it is that copula's, so the start, negation included, is the clause's own
                c.parts[:0] = c.prefix
                c.prefix = None
        clauses.append(c)
        if mine:
            last_ref = mine[-1]
    return clauses


# what stands between a reference and the next one when the first only describes the second: 「元[[a]]社長の[[b]]」
# 「[[a]]傘下の[[b]]」「[[a]]の[[people/b]]」 (not a coordination: 「[[a]]および個人投資家の[[b]]」)
# a reference set out as the object of what follows (「[[a]]には、」「[[a]]に対しては、」)
_JA_REF_OBJECT_END = re.compile(REF + r"\s*(?:さん|氏|様)?\s*(?P<particle>には|に対しては|に対して)\s*[、，]\s*$")
_JA_REF_ABOUT = re.compile(REF + r"\s*(?:さん|氏|様)?\s*(?P<particle>について|に関して|に関しては|についても)\s*[、，]")
# the label a line's list opens with (「【株主】」「大株主：」)
_JA_LABEL = re.compile(r"[\s*_>]*(?:[-*+・]\s*)?(?:【[^】\n\ue000]{1,12}】|[^、。：:\n\ue000]{1,12}[：:])")
_JA_PAREN_OPEN = re.compile(r"\s*(?:さん|氏|様|君|教授)?\s*[（(]\s*(?:現|元|前|当時)?\s*[・:：]?\s*")
_JA_PAREN_REST = re.compile(r"[^（）()\ue000。]{0,12}[）)]")
# (not across a subject's or an object's particle: 「[[people/k]]氏が父の[[people/t]]氏から」 is two people)
_JA_ATTRIBUTE = re.compile(r"(?:(?!および|及び|並びに|ならびに|または|もしくは|と|や|が|を|から)[^、。！？，；\s]){0,12}の")


def _open_bracket(text: str) -> int | None:
    """Where the innermost bracket still open at the end of text opens, or None."""
    opened: list[int] = []
    for i, ch in enumerate(text):
        if ch in "(（":
            opened.append(i)
        elif ch in ")）" and opened:
            opened.pop()
    return opened[-1] if opened else None


def _cjk_attributes(sk: str, spans: list[tuple[int, int]], c: _Clause) -> set[int]:
    """References of a Japanese clause that only qualify the reference after them (「元[[a]]社長の[[people/b]]が出資し
    ている」: a is b's former employer, no relation of the page's): typed as another subject's."""
    out = set()
    for i, j in zip(c.refs, c.refs[1:], strict=False):
        if _JA_ATTRIBUTE.fullmatch(sk, spans[i][1], spans[j][0]):
            out.add(i)
        elif _JA_PAREN_OPEN.fullmatch(sk, spans[i][1], spans[j][0]) and _JA_PAREN_REST.match(sk, spans[j][1]):
            out.add(j)    # 「[[people/b]]さん（現・[[a]]社長）」: a describes b
    return out


def _cjk_clauses(sk: str, a: int, b: int, spans: list[tuple[int, int]], idx: list[int],
                 org: bool = False) -> list[_Clause]:
    cuts = []
    # a parenthesis after a reference that describes the organisation itself (「[[a]]（2017年設立、福岡）」): read
    # apart, as the reference's attachment; the clause goes on after it as if it were not there
    described = []
    for m in _JA_DESCRIBED_PAREN.finditer(sk, a, b):
        if sk[a:m.start()].rstrip()[-1:] == REF:
            described.append((m.start(), m.end()))
            cuts.extend((m.start(), m.end()))
    for m in _CJK_CUT.finditer(sk, a, b):
        p = m.start()
        if described and any(x <= p < y for x, y in described):
            continue
        if sk[p] in "(（":
            # 「[[people/a]](共同創業者)」: a parenthesis after a reference, unless a list goes on after it
            # (「[[a]](2019年〜)、[[b]]に出資」)
            close = _PAREN_CLOSE.match(sk, p, b)
            if sk[a:p].rstrip()[-1:] == REF and not (close and sk[close.end():b].lstrip()[:1] in ("、", "，")):
                cuts.append(p)
                # (and a reference after it starts a clause of its own: 「[[a]]（2014年〜2018年）→[[b]]（2022年〜）」)
                if close and REF in sk[close.end():b] and sk[close.end():b].lstrip()[:1] not in _CJK_TIED:
                    cuts.append(close.end())
            continue
        before = sk[a:p].rstrip()
        if not before:
            continue
        if sk[p] in "、，" and (o := _open_bracket(before)) is not None and before[:o].rstrip()[-1:] != REF:
            # (a comma inside a bracket cuts nothing: 「[[people/a]]さん（CFO、11月入社予定）に送付」; a bracket right
            # after a reference is read apart, its clauses too: 「[[people/a]]（退任後、当社顧問に就任する予定です）」)
            continue
        if before[-1] == REF or _REF_PAREN_END.search(before):
            # 「[[a]]、[[b]]に出資」: a list goes on, unless a new topic or subject comes before the next reference
            # (「代表取締役CEOは[[a]]、社外取締役は[[b]]。」)
            if not _JA_NEW_TOPIC.match(sk, m.end(), b):
                continue
        if re.search(REF + r"\s*(?:など|等)$", before):
            # 「[[a]]や[[b]]など、国内のスタートアップ152社に出資している」: the list goes on to its predicate
            continue
        if (before[-1] in _CJK_TIED and not (before[-1] == "は" and len(before) > 1 and before[-2] != REF)
                and not before.endswith("ものの")):
            # (「[[a]]の株式を保有しているものの、同社の経営には関与していない」: a concession ends its clause)
            continue
        if _JA_REF_TOPIC.search(before):
            # 「[[a]]（2017年設立）では、鈴木は…を務めていた」: the organisation set as the place of what follows
            continue
        if _JA_COMPOUND_PARTICLE.search(before) and REF in sk[cuts[-1] if cuts else a:p]:
            # 「[[a]]に対し、…助言を行っている」「[[a]]に関して、…」: a compound particle ties the reference to the
            # predicate that follows
            continue
        if before[-1] in "がで" and len(before) > 1 and before[-2] == REF:
            # after a reference, が / で tie it to what follows ([[a]]で働き...), except the copula of "Xは[[a]]で、"
            ref_start = len(before) - 1
            while ref_start > 0 and before[ref_start - 1] == REF:
                ref_start -= 1
            if not (before[-1] == "で" and ref_start > 0 and before[ref_start - 1] == "は"):
                continue
        if re.search("のは" + REF + r"+\s*(?:さん|様|氏)?で$", before) and REF not in sk[m.end():b]:
            # 「最初に信じてくれたのは[[a]]さんで、シードにリード投資していただきました」: the cleft's focus is the
            # subject of what follows (when no other reference does: 「…のは[[a]]で、現在は[[b]]が社長を務めている」)
            continue
        cuts.append(m.end())
    bounds = [a, *sorted(x for x in set(cuts) if a < x < b), b]     # (a statement may end with its last cut: 「…し、」)
    set_out: tuple[_Clause, int, int, int] | None = None
    set_out_last: _Clause | None = None
    lm = _JA_LABEL.match(sk, a, b)
    label = lm.end() if lm is not None and len(bounds) > 2 and lm.end() <= bounds[1] else None
    clauses = []
    head: _Clause | None = None
    aside: _Clause | None = None     # the clause of a reference whose description was just passed over
    k = 0
    for s, e in zip(bounds, bounds[1:], strict=False):
        mine = []
        while k < len(idx) and spans[idx[k]][0] < e:
            mine.append(idx[k])
            k += 1
        # (on an organisation's page a colleague or kin who is the subject still acts on the page: 「[[a]]の元上司
        # である[[b]]がエンジェルとして出資した」)
        c = _Clause([(s, e)], mine, foreign=bool(mine) and not org and bool(_JA_OTHER.search(sk, s, e)))
        if described and any(x == s for x, _ in described) and clauses and clauses[-1].refs:
            # (the organisation's own description says nothing of the page: no text of the reference)
            aside = clauses[-1]
            continue
        if (described and aside is not None and any(y == s for _, y in described) and clauses[-1] is aside
                and (sk[s:e].lstrip()[:1] not in ("、", "，")
                     or (mine and not _JA_NEW_TOPIC.match(sk, s + 1, e)))):
            # (... and what follows it goes on with the reference's clause: 「[[a]]（2019年創業）の顧問を務める」, and
            # so does a list: 「[[a]]（2019年設立）、[[b]]に出資している」)
            aside.parts.append((s, e))
            aside.refs.extend(mine)
            aside = None
            continue
        aside = None
        if not mine and clauses and set_out is None and clauses[-1].refs and clauses[-1].host is None and (
                (so := _JA_REF_OBJECT_END.search(sk, clauses[-1].parts[-1][0], clauses[-1].parts[-1][1]))
                or ((so := _JA_REF_ABOUT.match(sk, spans[clauses[-1].refs[-1]][1] - 1, clauses[-1].parts[-1][1]))
                    and REF not in sk[so.end():clauses[-1].parts[-1][1]])):
            # (and 「[[a]]について、…の高さを評価し、シードラウンドで出資した」: what a reference set out with
            # について is judged for leads to the predicate about it)
            set_out = (clauses[-1], clauses[-1].refs[-1], so.start("particle"), so.end("particle"))
        if not mine and set_out is not None:
            # 「後輩がやっている[[a]]には、月に一度メンターとして通っています」: the predicate that follows a reference
            # set out with には is done to it (read as 「[[a]]には月に一度メンターとして通っています」); only the last
            # clause before the next reference, the predicate, not an adverbial on the way (「まだ売上もない段階で、」)
            if set_out_last is not None and set_out_last.host is set_out[0]:
                set_out_last.host = set_out_last.host_ref = None
                set_out_last.parts.pop(0)
            c.host, c.host_ref = set_out[0], set_out[1]
            c.parts.insert(0, (set_out[2], set_out[3]))
            set_out_last = c
        elif mine:
            set_out = set_out_last = None
        if sk[s] in "(（" and clauses and clauses[-1].refs and sk[a:s].rstrip()[-1:] == REF:
            # the parenthesis describes the reference before it, and belongs to its clause too
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[-1]
            if not mine and not any(_has_words(sk, x, y, True) for x, y in clauses[-1].parts):
                clauses[-1].parts.append((s, e))     # (「[[people/a]](欠席)」: a bare reference's own word)
        elif not mine and clauses and clauses[-1].refs and (same := _JA_SAME.search(sk, s, e)):
            # 「[[a]]へ事業を売却した後、同社でVPを務めた」: 同社 takes up the reference before
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[-1]
            if not org and _anaphor_ok(sk, *same.span(), True):
                c.anaphor = same.span()
        elif (org and not mine and clauses and clauses[-1].refs and (same := _JA_SAME_PERSON.search(sk, s, e))
              and _JA_SUBJECT.match(sk, same.end())):
            # on an organisation's page, 「[[people/a]]が設立し、現在も同人が代表理事を務めています」: 同人 / 同氏
            # as the subject takes up the person named before
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[-1]
            c.anaphor, c.person = same.span(), True
        elif not mine and clauses and clauses[-1].refs and _JA_TITLE_TAKEN.match(sk, s, e):
            # 「[[a]]を設立し、代表取締役に就任」「…に参画し、現在は執行役員として…」: a title taken with no
            # organisation named is one of the organisation just named
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[-1]
        elif (not mine and clauses and clauses[-1].refs
                and (but := _JA_BUT.search(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1]))
                and not _JA_ROLE_COPULA.search(sk, clauses[-1].parts[0][0], but.start() + 1)):
            # 「[[a]]から出資の相談があったが、出資はしていない」: what follows a contrastive が says something of the
            # reference before it too (not after a role the clause asserts: 「[[a]]の創業メンバーの一人だが、経営には
            # 加わらず」 keeps the founding)
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[-1]
        elif (not mine and clauses and clauses[-1].refs
                and _JA_NOT_BUT.search(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1])):
            # 「[[a]]の立ち上げメンバーではなく、シリーズBの後にCTOとして入社した」: what the reference is instead
            c.host, c.host_ref = clauses[-1], clauses[-1].refs[-1]
        if mine and head is not None:
            # 「Xが出資を決めたのは、…、その相手が[[a]]だった」: the cleft's head holds the verb
            c.prefix = head.parts
        elif mine and clauses and label is not None and c.host is None:
            # 「【株主】新和商事18.2%、[[a]]11.5%、…」「大株主：星野興産（42.0%）、[[b]]（15.0%）」: the items of a
            # labelled list are read with their label too
            c.prefix = [(a, label)]
        elif not mine and re.search(r"のは[、，]\s*$", sk[s:e]):
            head = c
        elif not mine and not clauses and (_JA_ROLE_TOPIC.fullmatch(sk, s, e) or _JA_TITLE_TOPIC.fullmatch(sk, s, e)):
            # 「佐々木は社外取締役として、…を提供する[[a]]の経営を支えている」: the role the sentence opens with is the
            # one its final predicate is done in
            head = c
        clauses.append(c)
    if (len(clauses) > 2 or (org and len(clauses) == 2)) and not clauses[-1].refs and clauses[-1].host is None \
            and clauses[0].refs:
        # 「[[people/a]]は、[[b]]で…に携わり、…人物で、2009年に同社を設立した。」: on an organisation's page, a
        # person who opens the sentence as its topic is the subject of the sentence's final predicate; on any page,
        # a reference opening it with には (「[[a]]には、創業間もない頃から、…高橋が出資していた。」) is its object
        first = clauses[0]
        ref0 = first.refs[0]
        if (sk[a:spans[ref0][0]].strip() == ""
                and (_JA_TOPIC_OBJECT if not org else _JA_TOPIC).match(sk, spans[ref0][1], first.parts[-1][1])
                and _has_words(sk, clauses[-1].parts[0][0], clauses[-1].parts[-1][1], True)):
            clauses[-1].host, clauses[-1].host_ref = first, ref0
            if not org:    # (the particle goes with it: 「[[a]]に…出資していた」)
                clauses[-1].parts.insert(0, (spans[ref0][1], spans[ref0][1] + 1))
    return clauses


def _render_in_place(text: str, parts: list[tuple[int, int]], anaphor: tuple[int, int], span: tuple[int, int],
                     cjk: bool) -> Governing:
    """The clause text of ``parts`` with the words at ``anaphor`` (同社, "the company", "its") replaced by the
    reference at ``span`` (a possessive keeps its 's: "its board" -> "⟦⟧'s board"), so the cues read it as they read
    the reference written there (「同社の社外取締役」 as 「[[a]]の社外取締役」)."""
    x, y = anaphor
    word = text[x:y].lower()
    mark = text[span[0]:span[1]]
    if word in ("its", "their") or word.endswith(("'s", "’s")):
        mark += "'s"
    elif word == "there":
        mark = "at " + mark
    pieces = []
    for s, e in parts:
        if e <= x or s >= y:
            pieces.append((s, e, text[s:e]))
        else:
            if s < x:
                pieces.append((s, x, text[s:x]))
            if y < e:
                pieces.append((y, e, text[y:e]))
    pre = "".join(t for s, _, t in pieces if s < x)
    post = "".join(t for s, _, t in pieces if s >= y)
    p, m, q = (clean(pre.replace("\0", "")).lstrip(), clean(mark.replace("\0", "")),
               clean(post.replace("\0", "")).rstrip())
    if x == y:
        # (no words name it: a title of the organisation, "she is the CEO" read as "she is the CEO of [[a]]",
        # 「代表を務める」 as 「[[a]]の代表を務める」)
        p, q = (p, "の" + q) if cjk else (p.rstrip() + " of", q)
    if not cjk:
        p, q = p.rstrip(), q.lstrip()
        p, q = (p + " " if p else ""), (q if q[:1] in ("", ",", ".", ";", ":", "'", "’", ")") else " " + q)
    return _cut(p, m, q, cjk)


def _cut(p: str, m: str, q: str, cjk: bool) -> Governing:
    """The governing text p + m + q (m the reference), cut to GOVERN_MAX around m."""
    room = GOVERN_MAX - len(m)
    if len(p) + len(q) > room:
        keep_q = min(len(q), max(room // 3, room - len(p)))
        keep_p = max(0, room - keep_q)
        p, q = p[len(p) - keep_p:] if keep_p else "", q[:keep_q]
    return Governing(p + m + q, len(p), len(p) + len(m), cjk)


def _render(text: str, parts: list[tuple[int, int]], span: tuple[int, int], cjk: bool) -> Governing:
    """The clause text (its parts joined), cleaned and cut to GOVERN_MAX around the reference at span (``text`` has
    its references written as REF_TOKEN already)."""
    pre, mark, post = [], "", []
    lo, hi = span[0] - GOVERN_MAX, span[1] + GOVERN_MAX   # (a clause of 10,000 references stays linear)
    for s, e in parts:
        if e <= lo or s >= hi:
            continue
        s, e = max(s, lo), min(e, hi)
        if e <= span[0]:
            pre.append(text[s:e])
        elif s >= span[1]:
            post.append(text[s:e])
        else:
            pre.append(text[s:span[0]])
            mark = text[span[0]:span[1]]
            post.append(text[span[1]:e])
    p, m, q = (clean("".join(pre).replace("\0", "")).lstrip(), clean(mark.replace("\0", "")),
               clean("".join(post).replace("\0", "")).rstrip())
    return _cut(p, m, q, cjk)


_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t#]*$")
_BOLD_LINE = re.compile(r"^[ \t]*(?:\*\*|__)(.+?)(?:\*\*|__)[ \t]*[:：]?[ \t]*$")
_TABLE_ROW = re.compile(r"^[ \t]*\|")
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$")
_REFS_ONLY = re.compile(f"[\\s{REF}·•,;/|、・*_()（）]+(?:and[\\s{REF}·•,;/|、・*_()（）]+)*")
_ITEM = re.compile(r"^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+")
# a line that opens with a reference, bold or not, is an item of the block it stands in ("## Advisors" over
# "[[people/a]], former VP Engineering, [[b]]", "**[[people/c]]**, Co-founder & CEO.")
_REF_LINE = re.compile(f"^[ \t]*(?:\\*\\*|__)?{REF}")
_FINAL = re.compile(r"[.。!?！？]\W*$")
LEAD_MAX = 80


_LEAD_SENTENCE = re.compile(r"(?<=[a-z0-9)\]][.!?])\s+(?=[A-Z\[(])|(?<=[。！？])")
# a sentence that announces the list below it ("Its investments are as follows.", 「投資先は以下のとおり。」)
_FOLLOWS = re.compile(
    r"(?:(?:以下|次|下記)の(?:とおり|通り)(?:です|である|だ)?|\b(?:as follows|the following))\s*[。.]$", re.IGNORECASE)


class _Lines:
    """The lines of a text, with what a list item or table row inherits from the lines around it: the lead of its
    list or table (the heading, bold line, "Label:" line or short title line right above the block: "## Board
    seats", "Investors:", "投資先一覧"), the header cell of a table column, and an item's sub-items without references
    ("- [[a]]" followed by "  - Role: CTO")."""

    def __init__(self, sk: str, text: str):
        self.sk, self.text = sk, text
        self.starts = [0]
        for m in re.finditer("\n", sk):
            self.starts.append(m.end())
        self._lead: dict[int, str | None] = {}

    def line(self, pos: int) -> int:
        return bisect.bisect_right(self.starts, pos) - 1

    def bounds(self, n: int) -> tuple[int, int]:
        a = self.starts[n]
        b = self.starts[n + 1] - 1 if n + 1 < len(self.starts) else len(self.sk)
        return a, b

    def raw(self, n: int) -> str:
        a, b = self.bounds(n)
        return self.sk[a:b]

    def shown(self, n: int) -> str:
        a, b = self.bounds(n)
        return clean(self.text[a:b].replace("\0", "")).strip()

    def kind(self, n: int) -> str | None:
        line = self.raw(n)
        if _TABLE_ROW.match(line):
            return "rule" if _TABLE_RULE.match(line) else "row"
        if _ITEM.match(line):
            return "item"
        if REF in line and _REFS_ONLY.fullmatch(line):
            return "refs"        # a line of references only ("[[a]] · [[b]] · [[c]]")
        return "item" if _REF_LINE.match(line) else None

    def lead(self, n: int) -> str | None:
        """The lead of the list or table line n belongs to, or None."""
        if n in self._lead:
            return self._lead[n]
        lead, k = None, n - 1
        block = ("row", "rule") if self.kind(n) in ("row", "rule") else ("item", "refs")
        while k >= 0 and n - k < 200:
            line = self.raw(k)
            if not line.strip() or self.kind(k) in block:
                k -= 1
                continue
            if self.kind(k):
                break            # another list or table: this one has no lead of its own
            m = _HEADING.match(line) or _BOLD_LINE.match(line)
            shown = self.shown(k)
            if m:
                lead = clean(m.group(1)).strip(" :：*_")
            elif (follows := bool(_FOLLOWS.search(shown))) or shown.endswith((":", "：")) or (
                    len(shown) <= 40 and not _FINAL.search(shown)):
                # only the line's last sentence leads ("Acme was founded by [[a]]. Outside shareholders:"); an
                # announcing sentence without its final stop
                lead = _LEAD_SENTENCE.split(shown[:-1] if follows else shown)[-1].rstrip(":：").strip(" *_")
            break
        lead = lead[:LEAD_MAX] if lead else None
        self._lead[n] = lead
        return lead

    def header(self, n: int, pos: int) -> str | None:
        """The header cell above the table cell that holds pos (line n a row of a table whose second line is a
        rule), or None."""
        k = n
        while k > 0 and self.kind(k - 1) in ("row", "rule"):
            k -= 1
        if k + 1 >= n or self.kind(k + 1) != "rule":
            return None          # no header row, or line n is the header or the rule
        a, _ = self.bounds(n)
        col = self.sk[a:pos].count("|")
        cells = self.shown(k).strip().strip("|").split("|")
        col -= 1 if self.raw(n).lstrip().startswith("|") else 0
        if not 0 <= col < len(cells):
            return None
        cell = cells[col].strip(" *_")
        return cell or None

    def children(self, n: int) -> list[str]:
        """The sub-items right under list item n that hold no reference (at most three)."""
        m = _ITEM.match(self.raw(n))
        if not m:
            return []
        depth, out, k = len(m.group(1).expandtabs(4)), [], n + 1
        while k < len(self.starts) and len(out) < 3:
            c = _ITEM.match(self.raw(k))
            if not c or len(c.group(1).expandtabs(4)) <= depth or REF in self.raw(k):
                break
            out.append(_ITEM.sub("", self.shown(k), count=1).strip())
            k += 1
        return out


_CONJ_POST = re.compile(r"(\W{0,8}?)((?:[\w'’-]+ ){0,3}?[\w'’-]+)\s*(?:\band\b|&|/|;)\s*"
                        r"((?:[\w'’-]+ ){0,3}?[\w'’-]+)(\W{0,6})")
_CONJ_PRE = re.compile(r"((?:[\w'’-]+ ){0,2}[\w'’-]+)\s*(?:\band\b|&|/)\s*"
                       r"((?:[\w'’-]+ ){0,2}(?!(?:of|at|for|with)\b)[\w'’-]+)"
                       r"(\s+(?:of|at|for|with)\s+|\s*[,:·—–-]\s*|\s*)$")


# two titles of one holder: 「CTO兼COO」「創業者・代表取締役」
_JA_KEN = re.compile(r"([^\s、。，⟦⟧のはがをにで・|]{1,12}?)(?:兼(?!務|任|職|業|ね)|・)"
                     r"([^\s、。，⟦⟧のはがをにで・|]{1,12})")
_JA_DE_TITLES = re.compile(r"((?:共同)?創業者|" + _JA_TITLES[3:-1] + r")\s*で\s*(" + _JA_TITLES[3:-1]
                           + r"|(?:共同)?創業者)(\s*の\s*)$")
_CONJ_NEAR = re.compile(r"\band\b|[&/;]", re.IGNORECASE)
_VERBISH = re.compile(r"[\w'’-]*(?:ed|[^s\W]s)\b", re.IGNORECASE)


def _coordinated(g: Governing, cjk: bool) -> list[Governing]:
    """Two conjuncts right before or after a reference each say something of it ("co-founder and CEO of [[a]]",
    "| [[p]] | Founder & CEO |"): one attachment per conjunct, so that each can type it (a governing text gives one
    type)."""
    if cjk:
        m = _JA_KEN.search(g.text, g.end, g.end + 30) or _JA_KEN.search(g.text, max(0, g.start - 30), g.start)
        if not m and (d := _JA_DE_TITLES.search(g.text, max(0, g.start - 40), g.start)):
            # 「当社の共同創業者で CEO の[[people/a]]」: two titles joined by で, each of them the reference's
            pre = g.text[:d.start()]
            return [Governing(pre + part + d.group(3) + g.text[g.start:], len(pre + part + d.group(3)),
                              len(pre + part + d.group(3)) + g.end - g.start, cjk, "attachment")
                    for part in (d.group(1), d.group(2))]
        if not m:
            return []
        return [Governing(g.text[:m.start()] + part + g.text[m.end():],
                          g.start if m.start() >= g.end else g.start - len(m.group(0)) + len(part),
                          g.end if m.start() >= g.end else g.end - len(m.group(0)) + len(part), cjk, "attachment")
                for part in (m.group(1), m.group(2))]
    if not _CONJ_NEAR.search(g.text, max(0, g.start - 60), g.end + 60):
        return []
    out = []
    pre, mark, post = g.text[:g.start], g.text[g.start:g.end], g.text[g.end:]
    cut = post.find("|", len(post) - len(post.lstrip(" |")))     # a table row: the cell after the reference
    cell, rest = (post, "") if cut < 0 else (post[:cut], post[cut:])
    m = _CONJ_POST.fullmatch(cell)
    if m:
        for word in (m.group(2), m.group(3)):
            out.append(Governing(pre + mark + m.group(1) + word + m.group(4) + rest, g.start, g.end, cjk, "attachment"))
    m = _CONJ_PRE.search(pre)
    if m and not _VERBISH.match(m.group(2)) and not any("'s" in w or "’s" in w for w in m.group(1, 2)):
        for word in (m.group(1), m.group(2)):
            head = pre[:m.start()] + word + m.group(3)
            out.append(Governing(head + mark + post, len(head), len(head) + len(mark), cjk, "attachment"))
    return out


# an organisation named with a classifier noun phrase before it ("an associate at the law firm [[a]]", "invested in
# the Lagos-based logistics startup [[b]]"): the cue before the phrase governs the reference as if it stood next to it
_ORG_NOUN = (r"(?:company|firm|startup|start-up|scale-?up|bank|neobank|lender|insurer|fund|studio|agency|lab|labs"
             r"|laboratory|consultancy|practice|maker|manufacturer|group|retailer|chain|brand|platform|app|business"
             r"|outfit|nonprofit|non-profit|charity|foundation|university|institute|publisher|network|operator"
             r"|provider|producer|supplier|distributor|carrier|airline|utility|conglomerate|giant|unicorn|spinout"
             r"|spin-?off|subsidiary|incubator|accelerator|partnership|marketplace|exchange|broker|brokerage|fintech"
             r"|biotech|medtech|edtech|insurtech|proptech|healthtech|vc|hospital|clinic|school|newspaper|magazine"
             r"|broadcaster|automaker|carmaker|chipmaker|drugmaker|developer)")
_DESCRIBED = re.compile(r"\b(?:the|a|an)\s+(?:(?!(?:of|at|in|for|with|to|from|by|on|and|or|who|which|that|whose|her"
                        r"|his|their|its|my|our)\b)[\w'’.&-]+\s+){0,3}?" + _ORG_NOUN + r"\s*,?\s*$", re.IGNORECASE)


def _described(g: Governing) -> list[Governing]:
    """The text without the classifier phrase right before the reference ("at the law firm [[a]]" read as "at
    [[a]]"), as an attachment: it types the reference only when a cue then governs it."""
    m = _DESCRIBED.search(g.text, max(0, g.start - 80), g.start)
    if not m:
        return []
    head = g.text[:m.start()]
    return [Governing(head + g.text[g.start:], len(head), len(head) + g.end - g.start, g.cjk, "attachment")]


def _cells(piece: str) -> str:
    """A table row's text with its cell bars written as ': ' ("| Backers | [[a]] |" reads "Backers: ⟦⟧")."""
    return re.sub(r"\s*\|\s*", ": ", piece)


_HEAD_GAP = re.compile(r"[\s,、・/&]*(?:and|や|と|及び|および)?[\s,、・/&]*", re.IGNORECASE)


def _heads(sk: str, spans: list[tuple[int, int]], idx: list[int]) -> set[int]:
    """The references a list item or table cell is about: the first of its statement (or of a table cell) and those
    listed with it ("- [[a]], [[b]] (2019)"), not one named further on ("- [[a]] (acquired by [[b]])")."""
    out: set[int] = set()
    prev = None
    for i in idx:
        gap = sk[spans[prev][1]:spans[i][0]] if prev is not None else ""
        if prev is None or (prev in out and _HEAD_GAP.fullmatch(gap)) or re.fullmatch(r"[\s|]*\|[\s]*", gap):
            out.add(i)
        prev = i
    return out


def _structure_text(lines: _Lines, own: Governing, span: tuple[int, int], cjk: bool,
                    row=None) -> Governing | None:
    """The attachment a list item or table row gets from its structure: '<lead>: <column header>: <clause>
    <sub-items>' (a row's cells joined by ': '), when the line has a lead, a header or sub-items; ``own`` is the
    reference's own clause."""
    n = lines.line(span[0])
    kind = lines.kind(n)
    if kind not in ("row", "item", "refs"):
        return None
    lead = lines.lead(n)
    header = lines.header(n, span[0]) if kind == "row" else None
    kids = lines.children(n) if kind == "item" else []
    if not (lead or header or kids):
        return None
    if kind == "row" and row is not None:
        own = row()          # a table row is read whole: its cells are one statement ("Passed, did not invest")
    pre, mark, post = own.text[:own.start], own.text[own.start:own.end], own.text[own.end:]
    if kind == "row":
        pre, post = _cells(pre).lstrip(": ").lstrip(), _cells(post).rstrip(": ").rstrip()
    pre = pre.lstrip()
    if kids:
        post = post.rstrip() + ("、" if cjk else ", ") + ("、" if cjk else ", ").join(kids)
    head = "".join(f"{x}: " for x in (lead, header) if x)
    head = (head + pre)[-GOVERN_MAX // 2:]
    post = post[:GOVERN_MAX // 2]
    if not cjk and not _has_content(head + post, 0, len(head + post)) and CJK.search(head):
        cjk = True          # a bare item under a Japanese lead is read as Japanese (「## 投資先」 / "- [[a]]")
    return Governing(head + mark + post, len(head), len(head) + len(mark), cjk, "extended")


_TITLE_NEGATED = re.compile(r"\b(?:not|no|never|declined|declines|passed|turned|refused|rejected|rumou?red|may|might|"
                            r"possible|possibly|potential|proposed|planned|pending|talks|considering|ex|former|formerly|"
                            r"until|left)\b|n't|ない|なし|見送|辞退|断|予定|検討|候補|元|前|退任|退職", re.IGNORECASE)
_TITLE_SEP = re.compile(r"\s*(?:,|;|&|/|・|／|\band\b|兼)\s*", re.IGNORECASE)


def _titles(t: Governing) -> list[Governing]:
    """A structure text whose cell after the reference names several titles ("name: [[p]]: Founder, CEO: 2018",
    「氏名: [[p]]: 創業者・代表取締役」): one more structure text per title, so that each can type it."""
    post = t.text[t.end:]
    if not post.startswith(": "):
        return []
    cell, sep, rest = post[2:].partition(": ")
    parts = [x for x in _TITLE_SEP.split(cell) if x]
    if not 2 <= len(parts) <= 4 or any(len(x) > 40 for x in parts):
        return []
    mark = t.text[t.start:t.end]
    # each title is also a statement of the row's own ("| [[a]] | CEO; also an early investor |": both hold), read
    # without the lead and header, so that only a cue the title holds types it; not where a title is denied or
    # hedged ("adviser; declined to invest"), since a negation in an attachment makes the whole occurrence a mention
    own = not _TITLE_NEGATED.search(cell)
    return [g for x in parts for g in (Governing(t.text[:t.end] + ": " + x + sep + rest, t.start, t.end, t.cjk,
                                                 "extended"),
                                       *([Governing(mark + ": " + x, 0, len(mark), t.cjk, "attachment")] if own
                                         else []))]


# words of a slug or title that are no name when they stand capitalised in a text
_NOT_NAMES = frozenset("""
may june april august will mark grant rich case hope joy faith page bill sue art gene pat dawn summer autumn winter
the and of von van de der la le di da du st dr mr ms mrs jr sr
""".split())


_ORG_TYPES = frozenset({"company", "fund", "organization", "organisation"})
_ORG_DIRS = ("companies/", "funds/", "orgs/", "organizations/")


def subject_names(title: str | None, slug: str, page_type: str | None = None) -> tuple[str, ...]:
    """The ways a page's own name stands in its text, longest first; what :func:`govern` reads as the page's pronoun.
    A person page (type ``person``, or no type and a slug under ``people/``): the Latin-script title ("Ben
    Fischer"), each of its words and each word of the slug's last segment ("people/yamada-koji": Yamada, Koji). A
    company or fund page: the Latin-script title, without a leading "The" too, its first word when the title has
    several ("Harborview" for Harborview Payments) and its heads of two words or more ("Kestrel Ridge"), marked with
    a leading ``@`` (read as "it"); a lone ``@`` when its title is not in Latin script (the page is an organisation,
    its name is not read). Nothing for other pages."""
    org = page_type in _ORG_TYPES or (page_type is None and slug.startswith(_ORG_DIRS))
    if org:
        full = (title or "").strip()
        if CJK.search(full):
            # a Japanese name, read as 同社: the title and the title without its legal form (株式会社しらかば医療,
            # しらかば医療)
            short = JA_LEGAL_FORM.sub("", full).strip()
            names = {n for n in (full, short, full.replace(" ", ""), short.replace(" ", "")) if len(n) >= 2}
            return tuple("@" + n for n in sorted(names, key=lambda n: (-len(n), n))) or ("@",)
        if not full.isascii() or not re.match(r"[A-Z0-9]", full):
            return ("@",)        # an organisation whose name is not read: only its kind
        names = {full, re.sub(r"^The\s+", "", full)}
        first = full.split()[0] if len(full.split()) > 1 else ""
        if first == "The" and len(full.split()) > 2:
            first = full.split()[1]
        if len(first) >= 4 and first[0].isupper() and first.lower() not in _NOT_NAMES:
            names.add(first)
        # (and its shorter heads that end in a capitalised word: "Kestrel Ridge" for Kestrel Ridge Capital, which
        # was read as "It Ridge")
        words = re.sub(r"^The\s+", "", full).split()
        for k in range(2, len(words)):
            if words[k - 1][:1].isupper():
                names.add(" ".join(words[:k]))
        return tuple("@" + n for n in sorted(names, key=lambda n: (-len(n), n)))
    if page_type != "person" and not (page_type is None and slug.startswith("people/")):
        return ()
    words: set[str] = set()
    full = (title or "").strip()
    if full and re.fullmatch(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+", full) and full.isascii():
        words.add(full)
    for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", full if full.isascii() else ""):
        words.add(w)
    for w in slug.rsplit("/", 1)[-1].split("-"):
        if w.isalpha() and w.isascii():
            words.add(w.capitalize())
    return tuple(sorted((w for w in words if len(w) >= 2 and w[0].isupper() and w.lower() not in _NOT_NAMES),
                        key=lambda w: (-len(w), w)))


JA_LEGAL_FORM = re.compile(r"^(?:株式会社|有限会社|合同会社|合資会社|一般社団法人|[（(]株[)）])\s*"
                            r"|\s*(?:株式会社|有限会社|合同会社|[（(]株[)）])$")


def _name_at(sk: str, j: int, names: tuple[str, ...], glued: bool = False) -> int:
    """The end of the longest of ``names`` standing at ``sk[j]`` as a whole word (nothing word-like right after
    it but a possessive), or -1. ``glued``: an organisation's name may run straight into Japanese text
    (「株式会社しらかば医療の」「Acme株式会社の」), which has no spaces between words."""
    for n in names:       # longest first
        if sk.startswith(n, j):
            e = j + len(n)
            if (e == len(sk) or not (sk[e].isalnum() or sk[e] in "_-")
                    or (glued and (CJK.match(n[-1]) or CJK.match(sk[e])))):
                return e
    return -1


def _as_pronoun(sk: str, text: str, spans: list[tuple[int, int]], names: tuple[str, ...]) -> tuple[str, str]:
    """``sk`` and ``text`` with the page's own name written as a pronoun of the same length ("the startup Ben
    founded", "which Hannah joined": the page's person is the subject, as "she" would say), padded with spaces in
    the skeleton and NULs in the text (dropped when rendered); names inside references are left alone. Found with
    plain string search, not a pattern per page (compiling one for each of 10,000 pages cost more than the rest of
    the clause finding)."""
    org = bool(names) and names[0].startswith("@")
    plain = tuple(n.lstrip("@") for n in names if n.lstrip("@"))
    if not plain:
        return sk, text
    starts = sorted({j for n in plain for j in _find_all(sk, n)})
    if not starts:
        return sk, text
    pieces: list[tuple[int, int, str, str]] = []
    done = 0
    for j in starts:
        if j < done or (j > 0 and (sk[j - 1].isalnum() or sk[j - 1] in "_'’-")
                        and not (org and (CJK.match(sk[j]) or CJK.match(sk[j - 1])))):
            continue
        end = _name_at(sk, j, plain, org)
        if end < 0:
            continue
        # consecutive name words are one name ("Ruth Calloway" when the title is "Ruth Calloway R10a")
        while True:
            k = end
            while k < len(sk) and sk[k].isspace():
                k += 1
            nxt = _name_at(sk, k, plain, org) if k > end else -1
            if nxt < 0:
                break
            end = nxt
        possessive = sk.startswith(("'s", "’s"), end) and (end + 2 == len(sk) or not (
            sk[end + 2].isalnum() or sk[end + 2] in "_-"))
        if possessive:
            end += 2
        done = end
        if REF in sk[j:end]:
            continue
        n = end - j
        # (in Japanese text, 同社: 「株式会社しらかば医療の」「Acme株式会社の」)
        in_cjk = org and (CJK.search(sk[j:end]) or (end < len(sk) and CJK.match(sk[end]))
                          or (j > 0 and CJK.match(sk[j - 1])))
        options = ("同社",) if in_cjk else (("Its",) if possessive else ("It",)) if org else (
            ("Their", "Her") if possessive else ("They", "She", "He"))
        word = next((o for o in options if len(o) <= n), None)
        if word is None:
            continue
        pieces.append((j, end, word + " " * (n - len(word)), word + "\0" * (n - len(word))))
    if not pieces:
        return sk, text
    return (_overwrite(sk, [(a, b, x) for a, b, x, _ in pieces]),
            _overwrite(text, [(a, b, y) for a, b, _, y in pieces]))


# a sentence of the page's person that names an organisation again: its subject is the page's pronoun (after a date
# or an adverb: "In 2019 she", "Later, he"), or, in Japanese, no subject of its own but the page's (彼女は, 同氏は, a
# time word) or the organisation (同社は)
AGAIN_MAX = 2
# a clause of the page's person that takes a title and names no organisation ("; she is the CEO", "Today she serves
# as chief technology officer.", "He ran it as chief executive until 2021"): the title is one of the organisation
# named last (read as "<title> of [[a]]"), as 同社 or "its" would be
_EN_TITLE = (r"(?:(?:co-?founder|founder)\s+(?:and|&)\s+)?(?:(?:first|founding|interim|acting|deputy|executive|"
             r"managing|senior|sole|full-time)\s+)*(?:ceo|cto|coo|cfo|cmo|cro|cpo|president|chair(?:man|woman|person)?"
             r"|chief\s+[a-z]+\s+officer|chief\s+executive|managing\s+director|general\s+manager|general\s+partner"
             r"|managing\s+partner|vp\s+of\s+[a-z]+|head\s+of\s+[a-z]+)")
_TITLE_ONLY = re.compile(
    r"[\s,;:(–—-]*(?:(?:and|but|so|while|where|when|although|though|even though|whereas|after|until|once)\s+)?"
    r"(?:(?:(?:in|by|from|since|on|during|after|until|within|over|for)\s+[^,.;\ue000]{1,30}?|later|then|today|now"
    r"|currently|eventually|subsequently|soon|meanwhile|since then|also)\s*,?\s+)?"
    r"(?:she|he|they|i)\s+(?:(?:now|still|also|later|then|currently|eventually|soon|briefly|has|have|had|was|is|am"
    r"|would|will|went on to)\s+)*"
    r"(?:is|was|are|were|am|be|been|became|become|becomes|remains|remained|serves as|served as|serving as"
    r"|stayed on as|stays on as|took over as|takes over as|named|appointed|returned as|stepped down as"
    r"|steps down as|resigned as|retired as|(?:ran|runs|run|led|leads|lead) it as)\s+"
    r"(?:(?:now|still|also|currently|briefly)\s+)?(?:(?P<its>its)\s+|(?:the|our|a|an)\s+)?"
    r"(?P<title>" + _EN_TITLE + r")\b(?!\s+(?:of|at|for|with|to)\b|\s+in\s+(?![0-9]|early|late|mid)|['’]s|-)",
    re.IGNORECASE)
_AGAIN_SUBJECT = re.compile(
    r"\s*(?:(?:(?:in|by|from|since|on|during|after|until|within|over)\s+[^,.;\ue000]{1,30}?|later|then|today|now"
    r"|currently|eventually|subsequently|soon|meanwhile|since then|at the same time|in time|in addition|also)\s*,?\s+)?"
    r"(?:she|he|they|i)\b(?!\s*(?:'s|’s))", re.IGNORECASE)
# (not "the fund", "the group", "the lab" here: in a sentence of its own they often name something else than the
# organisation last linked, a fund vehicle, a team, a university's lab)
_THE_ORG_AGAIN = _the(_ORG_NOUNS)
# a Japanese subject of its own: a noun before は / が that is not a time word or the page's pronoun (「現在は」
# 「同社は」「彼女は」 go on; 「妻は」「弟が」「Acmeは」 do not); shared with references.py
JA_OWN_SUBJECT = re.compile(r"(?<![現今当以其同彼女氏後在時点])[一-龯ぁ-んァ-ヶーA-Za-z]{1,8}(?:は|が)(?!ら|ず)")
_JA_FIRST_PERSON = re.compile(r"(?:私|僕|わたし|自分)(?:は|が|も)")
JA_OWN_SUBJECT_OK = re.compile(r"(?:現在|今|当時|以後|以降|その後|同社|同氏|彼|彼女|本人|翌年|同年|後任"
                               r"|自身|自ら)(?:は|が)")


# (nothing, or a title of one to three capitalised words, before a clause's subject: "Angel", "Our CTO", "Co-founder")
_SUBJECT_TITLE = re.compile(
    r"(?:(?!(?:She|He|They|I|We|You|It|The|A|An|This|That|These|Those|In|On|At|By|For|From|With|To|After|Before|Since"
    r"|When|While|If|As|Then|Later|Today|Yesterday|Last|Next)\b)(?:[A-Z][\w'’&-]*|[A-Z]{2,})"
    r"(?:\s+(?:[A-Z][\w'’&-]*|of|and|&|(?:lead|seed|angel|early|board|managing|general|venture|founding|operating"
    r"|senior|chief|executive|vice|investors?|partners?|directors?|founders?|co-founders?|advis[eo]rs?|members?"
    r"|chair|officers?|principals?|associates?|engineers?|scientists?|analysts?|president|head|observer)\b)){0,3})?")
# a clause (without references) whose subject is the page's person: it opens, after conjunctions, with the page's
# pronoun or with a lower-case word that is no determiner (a verb or an adverb: "and later joined it", "still sits on
# its board"), not with another subject ("the company was sold", "her husband runs the firm")
_CLAUSE_OWN = re.compile(
    r"[\s,;:(–—-]*(?:(?i:and|but|yet|so|then|although|though|while|whereas|because|since|after|before|when|until"
    r"|once|as|or)\s+)*+(?:(?i:she|he|they|i)\b(?!\s*(?:'s|’s))|(?!(?i:the|a|an|her|his|their|our|my|its|this|that"
    r"|these|those|it|we|you|there|which|who|whom|whose|where|what|one|some|both|all|each|[0-9]+)\b)[a-z])")


# what an anaphor must not be read in place of a reference for: a subject (「同社は」: the clause says what the company
# did), something the page's person leaves ("left the company in 2020", 「同社を退職」: an exit adds no relation
# of its own beside the one the page states), or a possessive of people ("spoke well of its founder", "pitched to
# its investors": the possessed are others) unless the page's person is one of them ("is now its CEO")
_ANAPHOR_SUBJECT_JA = re.compile(r"\s*(?:は|が|も)(?!ら)")
_ANAPHOR_EXIT_JA = re.compile(r"\s*を\s*(?:辞め|辞職|退職|退社|離れ|去|退任|退き|退い|退く"
                              r"|卒業|売却)")
_ANAPHOR_EXIT = re.compile(r"\b(?:left|leave|leaves|leaving|quit|quits|quitting|departed|exited|exiting"
                           r"|sold|sells|selling"
                           r"|(?:stepped|steps|stepping|moved|moving)\s+(?:away|down|back|on)\s+from|resigned from"
                           r"|retired from|walked away from|parted ways with)\s+$", re.IGNORECASE)
_POSSESSED_PEOPLE = re.compile(
    r"\s+(?:[a-z-]+\s+)?(?:founders?|co-?founders?|ceos?|ctos?|cfos?|coos?|chief|president|chair|chairman|chairwoman"
    r"|directors?|partners?|employees?|staff|team|people|investors?|backers?|supporters?|customers?|clients?"
    r"|engineers?|management|executives?|head|heads|leaders?|leadership|owners?|shareholders?)\b", re.IGNORECASE)
# a sentence that opens with its verb, its subject left out (a team page's "Joined in 2019 as CTO.")
_ZERO_SUBJECT = re.compile(r"[\s*_]*(?:(?:Previously|Before that|Now|Currently|Today|Also|Later|Since then|Then)"
                           r"\s*,?\s+)?(?i:joined|joins|rejoined|leads|led|runs|ran|heads|headed|oversees|oversaw"
                           r"|manages|managed|serves|served|co-founded|cofounded|founded|started|spent|came|comes|moved"
                           r"|returned|advises|advised|sits|sat|chairs|chaired|invested|backed|holds|held|worked|works"
                           r"|built)\b")
# a sentence whose subject is he or she, after a date or a time word ("She ran it for thirty-one years.", "In 2020 he
# moved to the board.")
_HE_OPENS = re.compile(r"[\s*_]*(?:(?:(?:In|By|From|Since|On|During|After|Until)\s+[^,.;⟦]{1,30}?|Today|Now|Later"
                       r"|Then|Currently|Since then|These days|Before that|Previously|Eventually|Sadly)\s*,?\s+)?"
                       r"(?P<p>(?i:he|she))\b(?!\s+(?:and|or)\b)")
# an organisation set out as a statement's topic: 「[[a]]（障がい者雇用支援）では、」「[[a]]において、」
_JA_ORG_TOPIC = re.compile(r"\s*(?:[（(][^（）()]{0,40}[）)])?\s*(?:では|において(?:は)?|にて)[、，]")
# the words before a person that make it an object rather than the subject ("started Oakhaven with [[people/t]]",
# "handed the reins to her son [[people/m]]")
_OBJECT_BEFORE = re.compile(r"\b(?:with|to|from|for|of|at|about|than|like|and|or|met|meets|hired|hires|told|thanked|"
                            r"replaced|replacing|succeeded|succeeding|introduced|against|alongside|including|"
                            r"between|among)\s+(?:[A-Za-z'’-]+\s+){0,2}$", re.IGNORECASE)
# ... not one that names another organisation ("Previously led infrastructure at Stripe.")
_ELSEWHERE = re.compile(r"\b(?:at|for|with|from|of|by)\s+(?!It\b|Its\b|It's\b)[A-Z]")
_AS_ONE_OF = re.compile(r"\b(?:is|was|are|were|be|been|became|becomes|become|remains|remained|as|one of|among)\s+"
                        r"(?:now\s+|also\s+|still\s+|then\s+)?$", re.IGNORECASE)


def _anaphor_ok(sk: str, x: int, y: int, cjk: bool) -> bool:
    """Whether the anaphor at sk[x:y] may be read as the reference it takes up (:data:`_ANAPHOR_EXIT`)."""
    if cjk:
        return not (_ANAPHOR_SUBJECT_JA.match(sk, y) or _ANAPHOR_EXIT_JA.match(sk, y))
    pre = sk[max(0, x - 60):x]
    if _ANAPHOR_EXIT.search(pre):
        return False
    word = sk[x:y].lower()
    if (word == "its" or word.endswith(("'s", "’s"))) and _POSSESSED_PEOPLE.match(sk, y) and not _AS_ONE_OF.search(pre):
        return False
    return True


def _anaphor_in(sk: str, c: _Clause, cjk: bool) -> tuple[int, int] | None:
    """Where a clause without references of the page's person names an organisation again ("its", "the company",
    同社), or None."""
    if not c.parts:
        return None
    a, b = c.parts[0][0], c.parts[-1][1]
    if cjk:
        if JA_OWN_SUBJECT.search(JA_OWN_SUBJECT_OK.sub("", sk[a:b])):
            return None
        pattern = _JA_SAME
    elif (t := _TITLE_ONLY.match(sk, a, b)) is not None:
        return t.span("its") if t.group("its") else (t.end("title"),) * 2
    elif not _CLAUSE_OWN.match(sk, a, b):
        return None
    else:
        pattern = None
    for s, e in c.parts:
        m = pattern.search(sk, s, e) if pattern is not None else (_ITS.search(sk, s, e) or _THEIR_BOARD.search(sk, s, e)
                                                                   or _THE_ORG.search(sk, s, e))
        if m is None and pattern is None and (t := _THERE.search(sk, s, e)) is not None:
            return (t.end() - 5, t.end()) if _anaphor_ok(sk, t.end() - 5, t.end(), cjk) else None
        if m is not None:
            return m.span() if (not cjk or m.group() != "同ファンド") and _anaphor_ok(sk, *m.span(), cjk) else None
    return None


def _again(sk: str, a: int, b: int) -> tuple[int, int] | None:
    """Where the sentence sk[a:b] of the page's person names an organisation again (:data:`_THE_ORG_AGAIN`, 同社),
    or None."""
    if _is_cjk(sk, a, b):
        if JA_OWN_SUBJECT.search(JA_OWN_SUBJECT_OK.sub("", _JA_FIRST_PERSON.sub("", sk[a:b]))):
            return None
        m = _JA_SAME.search(sk, a, b)
        if m is None:
            # 「2015年に[[a]]を創業した。現在も代表を務める。」: a title taken with no organisation named is one of
            # the organisation named before (read as 「[[a]]の代表」)
            t = _JA_TITLE_TAKEN.match(sk, a, b)
            return (t.start("title"),) * 2 if t is not None and t.group("of") is None else None
        if m.group() == "同ファンド":
            return None
    else:
        if (t := _TITLE_ONLY.match(sk, a, b)) is not None:
            return t.span("its") if t.group("its") else (t.end("title"),) * 2
        if not _AGAIN_SUBJECT.match(sk, a, b):
            return None
        m = _THE_ORG_AGAIN.search(sk, a, b)
        if m is None:
            return None
    return m.span() if _anaphor_ok(sk, *m.span(), _is_cjk(sk, a, b)) else None


def _find_all(s: str, sub: str) -> Iterator[int]:
    """Every start of ``sub`` in ``s``, overlapping ones too."""
    j = s.find(sub)
    while j >= 0:
        yield j
        j = s.find(sub, j + 1)


def govern(text: str, masked: str, spans: list[tuple[int, int]],
           selves: frozenset[int] | set[int] = frozenset(), names: tuple[str, ...] = (),
           orgs: frozenset[int] | set[int] = frozenset(), targets: list[str] | None = None) -> list[list[Governing]]:
    """For each reference at ``spans[i]`` in ``text`` (sorted by start; ``masked`` is the text with code blanked),
    the texts that govern it: its clause first, then an attachment when one follows it. ``selves``: the indexes of
    references to the page itself (a subject that is the page); ``names``: the page's own name as it may stand in
    the text (:func:`subject_names`, person pages), read as its pronoun; ``orgs``: the indexes of references to an
    organisation (not a person or a meeting), which a later sentence may name again ("the company", 同社);
    ``targets``: what each reference links to (the same person linked and named again is one person)."""
    sk = _skeleton(masked, spans)
    out: list[list[Governing]] = [[] for _ in spans]
    # the governing texts show every reference as REF_TOKEN: a slug or a label ([[funds/x]], "Founders Fund") is
    # no cue
    text = _overwrite(text, [(x, y, REF_TOKEN + "\0" * (y - x - len(REF_TOKEN))) for x, y in spans])
    sk, text = _as_pronoun(sk, text, spans, names)
    org = any(n.startswith("@") for n in names)
    k = 0
    structure: _Lines | None = None
    later: dict[int, list[Governing]] = {}    # structure attachments, after each reference's own texts
    last_org: tuple[int, int, int] | None = None   # (the organisation last named, the end of its statement, how many
    #                                                 statements without references came since)
    last_person: tuple[int, int, int] | None = None   # (on an organisation's page, the person a statement named alone)
    last_he: tuple[int, int, int] | None = None   # (on an organisation's page, the one person a statement named)
    for a, b in _statements(sk, spans):
        idx = []
        while k < len(spans) and spans[k][0] < b:
            if spans[k][0] >= a:
                idx.append(k)
            k += 1
        if not idx:
            if last_person is not None and org:
                i, end, gap = last_person
                last_person = None
                if (gap < AGAIN_MAX and "\n" not in sk[end:a] and _ZERO_SUBJECT.match(sk, a, b)
                        and not _ELSEWHERE.search(sk, a, b)):
                    # "**[[people/p]]**, Operations. Joined Parallax as our first intern in 2021.": on an
                    # organisation's page a sentence with no subject after one that names a person alone says what
                    # that person did (read with the reference as its subject)
                    g = _cut("", clean(text[spans[i][0]:spans[i][1]].replace("\0", "")),
                             " " + clean(text[a:b].replace("\0", "")).strip(), False)
                    g.role = "anaphor"
                    out[i].append(g)
                    last_person = (i, b, gap + 1)
            if last_he is not None and org:
                i, end, gap = last_he
                last_he = None
                he = _HE_OPENS.match(sk, a, b)
                if (he and gap < AGAIN_MAX and "\n" not in sk[end:a] and not _ELSEWHERE.search(sk, a, b)
                        and not _is_cjk(sk, a, b)):
                    # "[[people/r]] arrived from Asturias and opened the shop. She ran it for thirty-one years.": on
                    # an organisation's page a sentence whose subject is he or she, right after one that named a
                    # single person, says what that person did (read with the reference in the pronoun's place)
                    g = _render_in_place(text, [(a, b)], he.span("p"), spans[i], False)
                    g.role = "anaphor"
                    out[i].append(g)
                    last_he = (i, b, gap + 1)
            if last_org is not None and not org:
                i, end, gap = last_org
                last_org = None
                if gap < AGAIN_MAX and "\n" not in sk[end:a]:
                    same = _again(sk, a, b)
                    if same is not None:
                        # "She co-founded [[a]] in 2015. She later became the company's chief executive.": a
                        # sentence of the page's person that names the organisation again, right after the one
                        # that named it, also governs that reference (read with the reference in the anaphor's place)
                        g = _render_in_place(text, [(a, b)], same, spans[i], _is_cjk(sk, a, b))
                        g.role = "anaphor"
                        out[i].append(g)
                        out[i].extend(_coordinated(g, g.cjk))
                    last_org = (i, b, gap + 1)
            continue
        before = (last_org[0] if last_org is not None and last_org[2] < AGAIN_MAX and "\n" not in sk[last_org[1]:a]
                  else None)     # the organisation the statement before named, which an anaphor here may take up
        named = [i for i in idx if i in orgs]
        last_org = (named[-1], b, 0) if named else None
        # (a person a statement names alone, at its start: "**[[people/p]]**, Operations.", "[[people/p]] (CTO)")
        last_person = ((idx[0], b, 0) if org and len(idx) == 1 and idx[0] not in orgs and idx[0] not in selves
                       and not _has_words(sk, a, spans[idx[0]][0], False) else None)
        # (on an organisation's page, the one person a statement names, whom a next sentence's he or she takes up;
        # not a meeting, and not a person named as an object: "Priya started it with [[t]]")
        persons = [i for i in idx if i not in orgs and i not in selves
                   and (targets is None or targets[i].startswith("people/"))]
        last_he = ((persons[-1], b, 0) if org and len({targets[i] if targets else i for i in persons}) == 1
                   and not _OBJECT_BEFORE.search(sk, a, spans[persons[-1]][0]) else None)
        cjk = _is_cjk(sk, a, b)
        clauses = (_cjk_clauses(sk, a, b, spans, idx, org) if cjk else _en_clauses(sk, a, b, spans, idx, org))
        hosts = {c.host_ref for c in clauses if c.host_ref is not None and not c.refs}
        if not org:
            for c in clauses:
                if not c.refs and c.anaphor is None and c.also_host is None and not c.foreign:
                    c.anaphor = _anaphor_in(sk, c, cjk)
        # a statement whose subject is a kin or colleague ("His wife, [[people/x]], runs [[acme]]") says nothing of
        # the page until a clause brings its own pronoun subject back ("... and he advises [[b]]")
        # (on an organisation's page the kin is still its subject: "Her son [[people/e]] has run the company since
        # 2015")
        other = not cjk and not org and bool(_OTHER_PERSON.match(sk, a, b))
        if structure is None:
            structure = _Lines(sk, text)
        line_kind = structure.kind(structure.line(a))
        heads = (set(idx) if line_kind == "refs" else _heads(sk, spans, idx) if line_kind in ("row", "item")
                 else set())
        # (on an organisation's page, in Japanese, another organisation set out as the topic of the statement, 「投資先の
        # [[a]]では、代表の[[people/b]]氏が退任し、COOの[[people/c]]氏が代表に昇格しました」: the people after it are that
        # one's)
        topic = next((i for i in idx if org and cjk and i in orgs and i not in selves
                      and _JA_ORG_TOPIC.match(sk, spans[i][1], b)), None)
        theirs = {j for j in idx if topic is not None and j > topic and j not in orgs}
        for c in clauses:
            if other and _OWN_SUBJECT.match(sk, c.parts[0][0], c.parts[0][1]):
                other = False
            foreign = (set(c.refs) if c.foreign or other else _cjk_attributes(sk, spans, c) if cjk
                       else _foreign_refs(sk, spans, c, selves, org)) | (theirs & set(c.refs))
            bare = not any(_has_words(sk, x, y, cjk) for x, y in c.parts)
            starts = [x for x, _ in c.parts] if len(c.parts) > 8 else None
            for i in c.refs:
                parts = c.parts
                if starts is not None:    # a clause of thousands of parts: only those around the reference
                    lo = max(0, bisect.bisect_right(starts, spans[i][0] - GOVERN_MAX) - 1)
                    parts = c.parts[lo:bisect.bisect_left(starts, spans[i][1] + GOVERN_MAX)]
                if not cjk and "(" in sk[parts[0][0]:spans[i][0]]:
                    parts = _unparenthesised(sk, parts, spans[i][0])
                if not cjk and len(c.refs) > 1 and (p := _predecessor(sk, spans[i], parts[0][0])) is not None:
                    # the predecessor's own words: "[[people/w]] is expected to take over from [[people/l]] as its
                    # chief executive" says l is its chief executive, and the hedge is w's
                    parts = [(max(x, p), y) for x, y in parts if y > p]
                g = _render(text, parts, spans[i], cjk)
                g.role = ("foreign" if i in foreign else "bare" if bare and i not in hosts else "clause")
                out[i].append(g)
                if i in heads:
                    t = _structure_text(structure, g, spans[i], cjk,
                                        lambda i=i, a=a, b=b, cjk=cjk: _render(text, [(a, b)], spans[i], cjk))
                    if t is not None:
                        later.setdefault(i, []).extend([t, *_titles(t)])
                if g.role != "foreign":
                    out[i].extend(_coordinated(g, cjk))
                    if not cjk:
                        out[i].extend(_described(g))
                    elif (_JA_MODIFIED.search(g.text, 0, g.start) and _JA_TOPIC.match(g.text, g.end)
                          and REF_TOKEN not in g.text[g.end:]):
                        # 「同社の創業者である[[a]]は現在も会長を務めている」: what the topic does after it is a
                        # text of its own (the modifier before gives one relation, the predicate another)
                        out[i].append(Governing(g.text[g.start:], 0, g.end - g.start, cjk, "attachment"))
                    if ((_JA_TITLE_BEFORE.search(g.text, 0, g.start) and _JA_SUBJECT.match(g.text, g.end)) if cjk
                            else (_TITLE_BEFORE.fullmatch(g.text, 0, g.start)
                                  and _PREDICATE_AFTER.match(g.text, g.end))):
                        # a title before the subject of a clause says its own thing ("CEO [[people/a]] started
                        # the company": she is its CEO too; 「[[x]]出身の代表[[people/a]]が設立した」)
                        out[i].append(Governing(g.text[:g.end], g.start, g.end, cjk, "attachment"))
                    if (pm := _JA_TITLE_PAREN.match(g.text, g.end)):
                        # a title in brackets after a reference in a list says its own thing: 「創業メンバー：
                        # [[people/a]]（代表取締役CEO）、[[people/b]]（共同創業者、CTO）」 (each a founder and an
                        # officer)
                        out[i].append(Governing(g.text[g.start:pm.end()], 0, g.end - g.start, cjk, "attachment"))
                    elif (cjk and (t := _JA_TITLE_AFTER.match(g.text, g.end))
                          and not g.text[:g.start].rstrip().endswith("の")):
                        # ... and so does one right after it: 「[[people/a]]社長が創業した」 says a is its president
                        # (not another organisation's: 「取引先の山田商事の[[people/b]]社長が来社した」)
                        out[i].append(Governing(g.text[g.start:t.end()], 0, g.end - g.start, cjk, "attachment"))
                if c.coord and i not in foreign:
                    g = _render(text, [*c.coord, *c.parts], spans[i], cjk)
                    g.role = "attachment"      # the first conjunct shares the object: its cue counts too
                    out[i].append(g)
                    out[i].extend(_coordinated(g, cjk))
                if c.prefix and i not in foreign:
                    g = _render(text, _uninterrupted(sk, [*c.prefix, *c.parts]), spans[i], cjk)
                    g.role = "extended"
                    out[i].append(g)
            # an anaphor (同社, "its", "the company") takes up the organisation named last before it, in the
            # statement or in the one before
            ant = None
            if c.anaphor is not None and c.also_host is None:
                ant = next((j for j in reversed(idx) if (j not in orgs) == c.person and spans[j][1] <= c.anaphor[0]),
                           None if c.person else before)
            if ((c.host_ref is not None and not c.refs) or c.also_host is not None) and not (
                    not cjk and c.also_host is None and _SAID.match(sk, *c.parts[0])):
                # (not what the reference is reported to have said: "[[people/d]], its co-founder, said the company
                # was not looking to sell" says nothing of d's relation, and its negation is not d's)
                for i in [c.host_ref if c.also_host is None else c.also_host, *(c.its_refs or [])]:
                    if ant is None or not cjk:
                        g = _render(text, [spans[i], *c.parts], spans[i], cjk)
                        # (a correction of one role, "[[a]] (not a co-founder, as is sometimes reported)", denies
                        # that role only, as a text naming the reference again does: not the clause's own relation)
                        g.role = "anaphor" if _CORRECTION.match(sk, *c.parts[0]) else "attachment"
                        out[i].append(g)
                        out[i].extend(_coordinated(g, cjk))
            if ant is not None:
                # ... and the clause is also read with that reference in the anaphor's place
                g = _render_in_place(text, c.parts, c.anaphor, spans[ant], cjk)
                g.role = "anaphor"
                out[ant].append(g)
                out[ant].extend(_coordinated(g, cjk))
    for i, gs in later.items():
        out[i].extend(gs)
    for i, g in enumerate(out):
        if not g:   # a reference no statement holds: the reference alone
            mark = clean(text[spans[i][0]:spans[i][1]])
            out[i].append(Governing(mark, 0, len(mark), False))
    return out
