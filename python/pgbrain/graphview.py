"""Pictures of a walk (rows of brain.traverse): an indented tree, Graphviz DOT, Mermaid, SVG and a
self-contained HTML page (inline SVG and a little JavaScript written here; nothing is fetched).

The SVG and HTML pictures share one layout (layout()): a left-right tree drawn both ways from the start page in
the middle column, one box per page with its whole title (wrapped, never cut), and every edge routed through the
free channels between columns and the gaps between boxes, so no edge crosses a page that is not one of its ends.

Everything works from the rows alone: each row is one edge (depth, from_slug, to_slug, link_type, path,
from_title, to_title) in stored direction, and path runs from the start page to the edge's far end.
"""

from __future__ import annotations

import json
import math
import unicodedata
from dataclasses import dataclass, field
from typing import Any


def _xml(text: str) -> str:
    """Text for SVG / HTML content and attribute values."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("'", "&#x27;"))


# link types as colours: the built-in types keep theirs from picture to picture; others take the palette in turn
TYPE_COLOURS = {
    "works_at": "#1f77b4", "founded": "#ff7f0e", "invested_in": "#2ca02c", "advises": "#9467bd",
    "attended": "#17becf", "led_round": "#d62728", "yc_partner": "#e377c2", "related_to": "#8c564b",
    "discussed_in": "#bcbd22", "cited": "#393b79", "source": "#637939", "documents": "#843c39",
    "documented_by": "#7b4173", "image_of": "#3182bd", "mentions": "#9a9a9a", "wikilink_basename": "#b0b0b0",
}
PALETTE = ["#e6550d", "#31a354", "#756bb1", "#636363", "#fd8d3c", "#74c476", "#9e9ac8", "#6baed6", "#fdae6b",
           "#a1d99b"]


@dataclass
class Node:
    slug: str
    title: str
    depth: int
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    via_type: str = ""        # the link type of the edge it was reached by (from its parent)
    via_out: bool = True      # that edge leaves the parent (False: it enters the parent)
    more: list[str] = field(default_factory=list)   # a collapsed fan-out: the titles of the pages it stands for


@dataclass
class Edge:
    source: str
    target: str
    link_type: str
    depth: int
    ended: bool = False       # the relation no longer holds (world time): drawn dashed
    years: str = ""           # when it held, as years: 2019–2022, 2019–, –2022, former


def years(row: Any) -> str:
    """A traverse row's held interval as years for a picture: 2019–2022, since 2019 (2019–), until 2022 (–2022),
    former (ended, no date), or nothing."""
    start, end = getattr(row, "held_from", None), getattr(row, "held_until", None)
    if start or end:
        return f"{(start or '')[:4]}–{(end or '')[:4]}"
    return "former" if getattr(row, "held_ended", False) else ""


@dataclass
class Graph:
    start: str
    nodes: dict[str, Node]
    edges: list[Edge]
    colours: dict[str, str]


def build(rows: list[Any], start: str, start_title: str | None = None) -> Graph:
    """Nodes (each at the depth it is first reached, under the page it was reached from) and distinct edges."""
    nodes: dict[str, Node] = {start: Node(start, start_title or start, 0)}
    edges: dict[tuple[str, str, str], Edge] = {}
    for r in sorted(rows, key=lambda r: (r.depth, r.path)):
        titles = {r.from_slug: r.from_title, r.to_slug: r.to_title}
        near, far = r.path[-2], r.path[-1]
        if near == start and start_title is None:
            nodes[start].title = titles.get(start) or start
        if near not in nodes:  # reached at the same depth by another path that was reported instead
            nodes[near] = Node(near, titles.get(near) or near, r.depth - 1)
        if far not in nodes:
            nodes[far] = Node(far, titles.get(far) or far, r.depth, parent=near, via_type=r.link_type,
                              via_out=r.from_slug == near)
            nodes[near].children.append(far)
        key = (r.from_slug, r.to_slug, r.link_type)
        if key not in edges:
            edges[key] = Edge(r.from_slug, r.to_slug, r.link_type, r.depth, bool(getattr(r, "held_ended", False)),
                              years(r))
    types = sorted({e.link_type for e in edges.values()})
    others = [t for t in types if t not in TYPE_COLOURS]
    colours = {t: TYPE_COLOURS.get(t) or PALETTE[others.index(t) % len(PALETTE)] for t in types}
    return Graph(start, nodes, list(edges.values()), colours)


# ---- text -----------------------------------------------------------------------------------------
def _line(text: str | None) -> str:
    return " ".join((text or "").split())


def tree(rows: list[Any], start: str) -> str:
    """An indented tree of the walk: each edge under the page it was walked from (--type--> out, <--type-- in)."""
    children: dict[tuple[str, ...], list[Any]] = {}
    for r in rows:
        children.setdefault(tuple(r.path[:-1]), []).append(r)
    title = next((r.from_title if r.from_slug == start else r.to_title
                  for r in rows if start in (r.from_slug, r.to_slug)), None)
    lines = [f"{start}  ({_line(title)})" if title else start]
    shown = 0
    expanded: set[tuple[str, ...]] = set()

    def walk(prefix: tuple[str, ...], indent: str) -> None:
        nonlocal shown
        kids = sorted(children.get(prefix, []), key=lambda r: (r.path[-1], r.link_type, r.from_slug))
        for i, r in enumerate(kids):
            shown += 1
            last = i == len(kids) - 1
            far = r.path[-1]
            far_title = _line(r.to_title if far == r.to_slug else r.from_title)
            arrow = f"--{r.link_type}-->" if r.from_slug == prefix[-1] and r.to_slug == far else f"<--{r.link_type}--"
            cycle = "  (cycle: already on this path)" if far in r.path[:-1] else ""
            when = f"  [{years(r)}]" if years(r) else ""
            lines.append(f"{indent}{'└── ' if last else '├── '}{arrow} {far}  ({far_title}){when}{cycle}")
            # a page reached by parallel edges (two types, or both ways) shows what lies beyond it once
            if not cycle and prefix + (far,) not in expanded:
                expanded.add(prefix + (far,))
                walk(prefix + (far,), indent + ("    " if last else "│   "))

    walk((start,), "")
    if shown < len(rows):
        lines.append(f"({len(rows) - shown} more edges reached by other paths of the same length)")
    return "\n".join(lines) + "\n"


def _dot_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "").replace("\n", "\\n") + '"'


def dot(graph: Graph) -> str:
    """Graphviz DOT: slugs are quoted IDs, titles labels, edges coloured by link type."""
    out = ["digraph pgbrain {", "  graph [rankdir=LR, fontname=\"Helvetica\"];",
           "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f7f7f7\", fontname=\"Helvetica\"];",
           "  edge [fontname=\"Helvetica\", fontsize=10];"]
    for n in graph.nodes.values():
        label = _dot_str(f"{n.title}\n{n.slug}")
        extra = ", penwidth=2, fillcolor=\"#ffe9a8\"" if n.slug == graph.start else ""
        out.append(f"  {_dot_str(n.slug)} [label={label}{extra}];")
    for e in graph.edges:
        c = graph.colours[e.link_type]
        label = f"{e.link_type} {e.years}" if e.years else e.link_type
        dashed = ", style=dashed" if e.ended else ""
        out.append(f"  {_dot_str(e.source)} -> {_dot_str(e.target)} "
                   f"[label={_dot_str(label)}, color=\"{c}\", fontcolor=\"{c}\"{dashed}];")
    out.append("}")
    return "\n".join(out) + "\n"


def _mermaid_text(text: str) -> str:
    # inside a quoted Mermaid label: entity codes for the characters the parser would take as syntax
    out = []
    for ch in text:
        if ch in "\"#&<>[]{}()|`;":
            out.append(f"#{ord(ch)};")
        elif ch in "\r\n":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


def mermaid(graph: Graph) -> str:
    """A Mermaid flowchart: generated node ids (n0, n1, ...), quoted labels, one linkStyle colour per edge."""
    ids = {slug: f"n{i}" for i, slug in enumerate(graph.nodes)}
    out = ["flowchart LR"]
    for slug, n in graph.nodes.items():
        out.append(f"  {ids[slug]}[\"{_mermaid_text(n.title)}<br/><small>{_mermaid_text(slug)}</small>\"]")
    for e in graph.edges:
        label = _mermaid_text(f"{e.link_type} {e.years}" if e.years else e.link_type)
        out.append(f"  {ids[e.source]} {'-.->' if e.ended else '-->'}|{label}| {ids[e.target]}")
    for i, e in enumerate(graph.edges):
        out.append(f"  linkStyle {i} stroke:{graph.colours[e.link_type]},color:{graph.colours[e.link_type]}")
    out.append(f"  style {ids[graph.start]} fill:#ffe9a8,stroke:#333,stroke-width:2px")
    return "\n".join(out) + "\n"


# ---- SVG / HTML -----------------------------------------------------------------------------------
FONT = 12            # px: a page's label
START_FONT = 13      # px: the start page's label (bold)
LINE = 16            # px from one label line to the next
PAD_X, PAD_Y = 7, 4  # px inside a box around its text
WRAP = 200           # px: a longer title wraps onto more lines (whole: nothing is cut)
CHANNEL = 84         # px between two columns: edges run there and nowhere else
GAP = 8              # px between two boxes of a column: an edge crossing the column passes through such a gap
MARGIN = 16          # px around the picture
MAX_FANOUT = 10      # default: pages shown per link type and direction under one page; the rest become "+N more"
TITLE_FONT = 15      # px: the picture's title (bold)
FONTS = "Helvetica, Arial, DejaVu Sans, Hiragino Sans, Noto Sans CJK JP, Yu Gothic, sans-serif"

# Advance widths (em) of DejaVu Sans, the widest of the usual sans-serif fonts (measured in Chromium), so the
# estimate is an upper bound for Helvetica and Arial. CJK and other wide characters take 1 em: about twice a Latin
# letter. The HTML page condenses a label whose font turns out wider still (textLength), so boxes always hold it.
_EM: dict[str, float] = {}
for _chars, _em in (("ijl", .278), ("'", .275), ("IJ", .295), (" .,", .318), ("/:;|\\", .337), ("f", .344),
                    ("-", .361), ("()[]", .39), ("t", .392), ("r", .398), ("!", .401), ('"', .46), ("*_`–", .5),
                    ("s", .521), ("z", .525), ("?", .531), ("c", .55), ("L", .557), ("F", .575), ("k", .579),
                    ("vxy", .592), ("T", .598), ("P", .603), ("Y", .611), ("o", .612), ("a", .613), ("e", .615),
                    ("E", .632), ("hnu", .634), ("bdgpqS", .635), ("0123456789${}", .636), ("K", .656), ("V", .684),
                    ("XZ", .685), ("B", .686), ("R", .695), ("C", .698), ("A", .705), ("U", .732), ("N", .748),
                    ("H", .752), ("D", .77), ("G", .775), ("&", .78), ("OQ", .787), ("w", .818), ("#+<=>^~", .838),
                    ("M", .863), ("%", .95), ("m", .974), ("W", .989), ("@", 1.0)):
    _EM.update(dict.fromkeys(_chars, _em))
BOLD = 1.14          # bold is at most this much wider


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def char_em(ch: str) -> float:
    """A character's estimated advance in em: Latin from the table, wide (CJK, fullwidth) 1, combining marks 0."""
    if ch in _EM:
        return _EM[ch]
    if _wide(ch):
        return 1.0
    return 0.0 if unicodedata.combining(ch) else 0.7


def text_width(text: str, size: float = FONT, bold: bool = False) -> float:
    """Estimated width in px of one line of text, with 3% to spare (kerning, rounding)."""
    return sum(char_em(c) for c in text) * size * (BOLD if bold else 1.0) * 1.03


_OPEN = "([{（「『【〈《"
_NO_START = ")]}）」』】〉》、。，．・ー：；！？ぁぃぅぇぉっゃゅょァィゥェォッャュョ"


def wrap(text: str, limit: float = WRAP, size: float = FONT, bold: bool = False) -> list[str]:
    """Lines of at most `limit` px (a single word longer than that keeps a line of its own): breaks after spaces,
    before an opening bracket, and between CJK characters (not before closing punctuation or small kana). Joining the
    lines with a space where the text had one gives the text back."""
    atoms: list[str] = []
    for ch in _line(text):
        if atoms and not ch.isspace() and (
                atoms[-1][-1].isspace() or (ch in _OPEN and atoms[-1][-1] not in _OPEN)
                or ((_wide(ch) or _wide(atoms[-1][-1])) and ch not in _NO_START and atoms[-1][-1] not in _OPEN)):
            atoms.append(ch)
        elif atoms:
            atoms[-1] += ch
        else:
            atoms.append(ch)
    lines: list[str] = []
    line = ""
    for atom in atoms:
        if line and text_width((line + atom).rstrip(), size, bold) > limit:
            lines.append(line.rstrip())
            line = ""
        line += atom
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def _fix_tree(graph: Graph) -> None:
    """Give every page a parent one level nearer the start (a page first met on a path the walk did not report hangs
    under a neighbour one level nearer, else under the start page) and order each page's children: by link type,
    direction, then title. Idempotent."""
    nodes = graph.nodes
    for slug in sorted((s for s in nodes if s != graph.start), key=lambda s: (nodes[s].depth, s)):
        n = nodes[slug]
        if n.parent in nodes:
            continue
        near = sorted((nodes[e.target if e.source == slug else e.source].depth, e.link_type, e.target == slug,
                       e.target if e.source == slug else e.source, e.source == slug) for e in graph.edges
                      if slug in (e.source, e.target) and e.source != e.target)
        near = [x for x in near if x[0] < n.depth and nodes[x[3]].parent in nodes or x[3] == graph.start]
        if near:
            _, n.via_type, _, n.parent, out = near[0]
            n.via_out = not out
        else:
            n.parent, n.via_type = graph.start, ""
        nodes[n.parent].children.append(slug)
    for n in nodes.values():
        n.children = sorted(dict.fromkeys(n.children), key=lambda c: (
            nodes[c].via_type, not nodes[c].via_out, bool(nodes[c].more), nodes[c].title.casefold(), c))


def collapse(graph: Graph, max_fanout: int | None = MAX_FANOUT) -> Graph:
    """A copy of the graph in which, under each page, the pages reached by one link type in one direction beyond the
    first `max_fanout` (those with the most edges in the walk first, then by slug) are one node "+N more TYPE"
    (its tooltip lists them); their own subtrees and edges are left out. 0 or None: nothing collapses. A group of
    max_fanout + 1 pages is shown whole ("+1 more" would save nothing)."""
    nodes = {s: Node(n.slug, n.title, n.depth, n.parent, list(n.children), n.via_type, n.via_out, list(n.more))
             for s, n in graph.nodes.items()}
    copy = Graph(graph.start, nodes, list(graph.edges), dict(graph.colours))
    _fix_tree(copy)
    if not max_fanout:
        return copy
    degree: dict[str, int] = {}
    for e in graph.edges:
        for s in (e.source, e.target):
            degree[s] = degree.get(s, 0) + 1
    gone: set[str] = set()
    new_edges: list[Edge] = []

    def drop(slug: str) -> None:
        gone.add(slug)
        for c in nodes[slug].children:
            drop(c)

    for slug in list(nodes):               # parents before children (insertion order follows the walk)
        n = nodes[slug]
        if slug in gone or n.more:
            continue
        groups: dict[tuple[str, bool], list[str]] = {}
        for c in n.children:
            groups.setdefault((nodes[c].via_type, nodes[c].via_out), []).append(c)
        for (link_type, out), kids in groups.items():
            if len(kids) <= max_fanout + 1:
                continue
            kids = sorted(kids, key=lambda c: (-degree.get(c, 0), c))
            rest = kids[max_fanout:]
            for c in rest:
                drop(c)
            more = f"+more/{'out' if out else 'in'}/{link_type}/{slug}"
            nodes[more] = Node(more, f"+{len(rest)} more {link_type}", n.depth + 1, slug, [], link_type, out,
                               sorted(f"{nodes[c].title} ({c})" for c in rest))
            n.children = [c for c in n.children if c not in rest] + [more]
            new_edges.append(Edge(slug, more, link_type, n.depth + 1) if out
                             else Edge(more, slug, link_type, n.depth + 1))
    if not gone:
        return copy
    for s in gone:
        del nodes[s]
    copy.edges = [e for e in graph.edges if e.source not in gone and e.target not in gone] + new_edges
    _fix_tree(copy)
    return copy


@dataclass
class Box:
    """A page's box: top-left (x, y), size, the label's lines (the first `n_title` the title, then the years of the
    edge the page hangs by), the column (negative: left of the start page)."""
    slug: str
    lines: list[str]
    size: float
    bold: bool
    w: float
    h: float
    n_title: int
    col: int = 0
    x: float = 0.0
    y: float = 0.0

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def side(self, s: int) -> float:
        return self.x + self.w if s > 0 else self.x


@dataclass
class Picture:
    """A laid-out picture: its size, boxes, edges as path data (in the order of graph.edges), and the header."""
    width: float
    height: float
    boxes: dict[str, Box]
    paths: list[str]
    title: list[tuple[float, float, str]]             # (x, baseline, line)
    legend: list[tuple[float, float, str, str]]       # (x, baseline, link type, text)


def _measure(graph: Graph) -> dict[str, Box]:
    years = {}
    for e in graph.edges:
        for near, far in ((e.source, e.target), (e.target, e.source)):
            if e.years and graph.nodes[far].parent == near and graph.nodes[far].via_type == e.link_type:
                years.setdefault(far, e.years)
    boxes = {}
    for slug, n in graph.nodes.items():
        start = slug == graph.start
        size = START_FONT if start else FONT
        lines = wrap(n.title or slug, WRAP, size, start)
        title_lines = len(lines)
        if slug in years:
            lines.append(years[slug])
        w = max(text_width(line, size, start) for line in lines) + 2 * PAD_X
        boxes[slug] = Box(slug, lines, size, start, math.ceil(w * 10) / 10, len(lines) * LINE + 2 * PAD_Y, title_lines)
    return boxes


def layout(graph: Graph, title: str = "", counts: dict[str, int] | None = None) -> Picture:
    """Place the pages and route the edges.

    The start page sits alone in the middle column; its children are split into a right and a left half (in order,
    by the height of their subtrees) and each page's children stand in the next column outwards, the subtree
    centred on its root, so one column never holds two boxes at the same height. Columns are as wide as their widest
    box and CHANNEL apart. An edge leaves its page's box sideways, runs horizontally out of the column (in the box's
    own row, where no other box is), curves through the channel, crosses any column in between through a free gap
    between boxes, and enters the far page's box sideways: it never crosses a page that is not one of its ends. An
    edge between two pages of one column bulges into the channel beside it."""
    _fix_tree(graph)
    counts = counts if counts is not None else {}
    nodes = graph.nodes
    boxes = _measure(graph)
    span: dict[str, float] = {}

    def measure(slug: str) -> float:
        kids = nodes[slug].children
        inner = sum(measure(c) for c in kids) + GAP * max(len(kids) - 1, 0)
        span[slug] = max(boxes[slug].h, inner)
        return span[slug]

    measure(graph.start)
    top_kids = nodes[graph.start].children
    total = sum(span[c] for c in top_kids)
    right: list[str] = []
    acc = 0.0
    for c in top_kids:
        if right and acc + span[c] / 2 > total / 2:
            break
        right.append(c)
        acc += span[c]
    left = top_kids[len(right):]

    def place(slug: str, top: float, col: int, side: int) -> None:
        b = boxes[slug]
        b.col = col
        b.y = top + (span[slug] - b.h) / 2
        kids = nodes[slug].children
        inner = sum(span[c] for c in kids) + GAP * max(len(kids) - 1, 0)
        y = top + (span[slug] - inner) / 2
        for c in kids:
            place(c, y, col + side, side)
            y += span[c] + GAP

    for side, kids in ((1, right), (-1, left)):
        height = sum(span[c] for c in kids) + GAP * 2 * max(len(kids) - 1, 0)
        y = -height / 2
        for c in kids:
            place(c, y, side, side)
            y += span[c] + 2 * GAP
    start = boxes[graph.start]
    start.col, start.y = 0, -start.h / 2

    # columns: x extent, and the boxes of each from top to bottom
    cols = sorted({b.col for b in boxes.values()})
    width = {c: max(b.w for b in boxes.values() if b.col == c) for c in cols}
    x0 = {0: -width[0] / 2}
    for c in (c for c in cols if c > 0):
        x0[c] = x0[c - 1] + width[c - 1] + CHANNEL
    for c in sorted((c for c in cols if c < 0), reverse=True):
        x0[c] = x0[c + 1] - CHANNEL - width[c]
    for b in boxes.values():
        b.x = x0[b.col] if b.col >= 0 else x0[b.col] + width[b.col] - b.w
        if b.col == 0:
            b.x = -b.w / 2
    stacks = {c: sorted((b.y, b.y + b.h) for b in boxes.values() if b.col == c) for c in cols}

    def bound(c: int, s: int) -> float:
        return x0[c] + width[c] if s > 0 else x0[c]

    def free_y(c: int, want: float) -> float:
        stack = stacks[c]
        spots = [stack[0][0] - GAP, stack[-1][1] + GAP]
        spots += [(a[1] + b[0]) / 2 for a, b in zip(stack, stack[1:], strict=False) if b[0] - a[1] >= GAP / 2]
        return min(spots, key=lambda y: (abs(y - want), y))

    points: list[tuple[float, float]] = []
    routes: list[list[tuple]] = []
    seen: dict[frozenset, int] = {}
    count: dict[frozenset, int] = {}
    for e in graph.edges:
        count[frozenset((e.source, e.target))] = count.get(frozenset((e.source, e.target)), 0) + 1
    for e in graph.edges:
        pair = frozenset((e.source, e.target))
        k, n_par = seen.get(pair, 0), count[pair]
        seen[pair] = k + 1
        a, b = boxes[e.source], boxes[e.target]
        room = min(a.h, b.h) / 2 - 3
        off = max(-room, min(room, (k - (n_par - 1) / 2) * 5))
        ya, yb = a.cy + off, b.cy + off
        if a is b:
            ya, yb = a.cy - min(5.0, room), a.cy + min(5.0, room)
        route: list[tuple] = []
        if a.col == b.col:
            s = 1 if a.col >= 0 else -1
            edge_x = bound(a.col, s)
            bulge = s * min(CHANNEL * 0.8, 18 + abs(ya - yb) * 0.2)
            route = [("M", a.side(s), ya), ("L", edge_x, ya), ("C", edge_x + bulge, ya, edge_x + bulge, yb, edge_x, yb),
                     ("L", b.side(s), yb)]
        else:
            d = 1 if b.col > a.col else -1
            route = [("M", a.side(d), ya), ("L", bound(a.col, d), ya)]
            x, y = bound(a.col, d), ya
            for c in range(a.col + d, b.col, d):
                yc = free_y(c, ya + (yb - ya) * (c - a.col) / (b.col - a.col))
                route += _curve(x, y, bound(c, -d), yc) + [("L", bound(c, d), yc)]
                x, y = bound(c, d), yc
            route += _curve(x, y, bound(b.col, -d), yb) + [("L", b.side(-d), yb)]
        routes.append(route)
        for step in route:
            points += list(zip(step[1::2], step[2::2], strict=True))
    for b in boxes.values():
        points += [(b.x, b.y), (b.x + b.w, b.y + b.h)]
    gx0, gx1 = min(p[0] for p in points), max(p[0] for p in points)
    gy0, gy1 = min(p[1] for p in points), max(p[1] for p in points)

    # the header: the title, then the legend (link types as colours), wrapped to the picture's width
    inner = max(gx1 - gx0, 420.0)
    head: list[tuple[float, float, str]] = []
    y = float(MARGIN)
    for line in wrap(title, inner, TITLE_FONT, True):
        head.append((MARGIN, y + TITLE_FONT, line))
        y += TITLE_FONT + 6
    legend: list[tuple[float, float, str, str]] = []
    x, y = float(MARGIN), y + 4
    for t in graph.colours:
        text = f"{t} ({counts.get(t, 0)})"
        w = 36 + text_width(text)
        if x > MARGIN and x + w > MARGIN + inner:
            x, y = float(MARGIN), y + LINE + 4
        legend.append((x, y + FONT, t, text))
        x += w + 18
    top = y + LINE + 4 + 2 * GAP
    dx, dy = MARGIN + (inner - (gx1 - gx0)) / 2 - gx0, top - gy0
    for b in boxes.values():
        b.x, b.y = round(b.x + dx, 1), round(b.y + dy, 1)
    paths = [" ".join(step[0] + " ".join(f"{v + (dy if i % 2 else dx):.1f}" for i, v in enumerate(step[1:]))
                      for step in route) for route in routes]
    return Picture(round(inner + 2 * MARGIN), round(top + gy1 - gy0 + MARGIN), boxes, paths, head, legend)


def _curve(x0: float, y0: float, x1: float, y1: float) -> list[tuple]:
    """An S-curve from (x0, y0) to (x1, y1) leaving and arriving horizontally; it stays between x0 and x1."""
    if abs(y1 - y0) < 0.05:
        return [("L", x1, y1)]
    mx = (x0 + x1) / 2
    return [("C", mx, y0, mx, y1, x1, y1)]
def _f(v: float) -> str:
    return f"{v:.1f}"


def svg(graph: Graph, *, title: str, standalone: bool = True, max_fanout: int | None = MAX_FANOUT) -> str:
    """The picture as SVG (layout() above). standalone=True gives a .svg file (XML namespace, natural size); inline in
    HTML the page's CSS sizes it to the window and the viewBox keeps all of it in view."""
    counts: dict[str, int] = {}
    for e in graph.edges:
        counts[e.link_type] = counts.get(e.link_type, 0) + 1
    shown = collapse(graph, max_fanout)
    pic = layout(shown, title, counts)
    w, h = pic.width, pic.height
    head = f' xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}"' if standalone else ""
    out = [f'<svg{head} class="pgbrain-graph" viewBox="0 0 {w:.0f} {h:.0f}" font-family="{FONTS}" '
           f'font-size="{FONT}">', "<defs>"]
    for t, c in graph.colours.items():
        out.append(f'<marker id="arrow-{_xml(t)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
                   f'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>')
    out.append("</defs>")
    out.append(f'<rect class="background" width="{w:.0f}" height="{h:.0f}" fill="#ffffff"/>')
    # edges first, under the boxes; a relation that no longer holds is dashed (its years in the tooltip, and under
    # the title of a page that hangs by it)
    out.append('<g class="edges" fill="none" stroke-width="1.6">')
    for e, d in zip(shown.edges, pic.paths, strict=True):
        c = graph.colours[e.link_type]
        dash = ' stroke-dasharray="6 4"' if e.ended else ""
        when = f" ({_xml(e.years)})" if e.years else ""
        out.append(f'<path class="edge" data-from="{_xml(e.source)}" data-to="{_xml(e.target)}" '
                   f'data-type="{_xml(e.link_type)}" stroke="{c}"{dash} marker-end="url(#arrow-{_xml(e.link_type)})" '
                   f'd="{d}"><title>{_xml(_label(shown, e.source))} --{_xml(e.link_type)}--&gt; '
                   f'{_xml(_label(shown, e.target))}{when}</title></path>')
    out.append("</g>")
    out.append('<g class="nodes">')
    for slug, b in pic.boxes.items():
        n = shown.nodes[slug]
        start = slug == shown.start
        kind = " start" if start else (" more" if n.more else "")
        tip = (f"{n.title}: " + "; ".join(n.more)) if n.more else f"{n.title} ({slug})"
        fill, stroke = ("#ffcf4a", ' stroke-width="2"') if start else ("#ffffff", ' stroke-width="1.2"')
        if n.more:
            stroke += ' stroke-dasharray="4 3"'
        out.append(f'<g class="node{kind}" data-slug="{_xml(slug)}"><title>{_xml(tip)}</title>'
                   f'<rect class="box" x="{_f(b.x)}" y="{_f(b.y)}" width="{_f(b.w)}" height="{_f(b.h)}" rx="4" '
                   f'fill="{fill}" stroke="#555555"{stroke}/>')
        for i, line in enumerate(b.lines):
            colour = ' fill="#555555"' if n.more else ""
            if i >= b.n_title:
                colour = f' fill="{graph.colours.get(n.via_type, "#555555")}"'
            weight = ' font-weight="bold"' if b.bold and i < b.n_title else ""
            size = f' font-size="{b.size:g}"' if b.size != FONT else ""
            out.append(f'<text class="label" x="{_f(b.x + PAD_X)}" y="{_f(b.y + PAD_Y + i * LINE + b.size)}" '
                       f'data-w="{_f(b.w - 2 * PAD_X)}"{size}{weight}{colour}>{_xml(line)}</text>')
        out.append("</g>")
    out.append("</g>")
    # the header: title and legend (click a link type in the HTML page to hide its edges)
    out.append('<g class="legend">')
    for x, y, line in pic.title:
        out.append(f'<text class="title" x="{_f(x)}" y="{_f(y)}" font-size="{TITLE_FONT}" font-weight="bold" '
                   f'data-w="{_f(text_width(line, TITLE_FONT, True))}">{_xml(line)}</text>')
    for x, y, t, text in pic.legend:
        c = graph.colours[t]
        out.append(f'<g class="legend-item" data-type="{_xml(t)}"><line x1="{_f(x)}" y1="{_f(y - 4)}" '
                   f'x2="{_f(x + 28)}" y2="{_f(y - 4)}" stroke="{c}" stroke-width="3"/><text x="{_f(x + 36)}" '
                   f'y="{_f(y)}" data-w="{_f(text_width(text))}">{_xml(text)}</text></g>')
    out.append("</g></svg>")
    return "\n".join(out) + "\n"


def _label(graph: Graph, slug: str) -> str:
    n = graph.nodes[slug]
    return n.title if n.more else slug


_SCRIPT = r"""
(function () {
  var svg = document.querySelector("svg.pgbrain-graph");
  // a label whose font is wider than the layout allowed for is condensed to its box: it stays whole and inside
  svg.querySelectorAll("text[data-w]").forEach(function (t) {
    var w = parseFloat(t.dataset.w);
    if (t.getComputedTextLength() > w) {
      t.setAttribute("textLength", w);
      t.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  });
  var edges = Array.prototype.slice.call(svg.querySelectorAll("path.edge"));
  // hover: a page's own edges stand out
  svg.querySelectorAll("g.node").forEach(function (g) {
    var slug = g.dataset.slug;
    g.addEventListener("mouseenter", function () {
      edges.forEach(function (e) { e.classList.toggle("dim", e.dataset.from !== slug && e.dataset.to !== slug); });
    });
    g.addEventListener("mouseleave", function () { edges.forEach(function (e) { e.classList.remove("dim"); }); });
  });
  // legend: click a link type to hide or show its edges
  svg.querySelectorAll("g.legend-item").forEach(function (item) {
    item.addEventListener("click", function () {
      var off = item.classList.toggle("off");
      edges.forEach(function (e) { if (e.dataset.type === item.dataset.type) { e.classList.toggle("hidden", off); } });
    });
  });
  // zoom (wheel, buttons, + - 0) and pan (drag): the viewBox moves; "fit" shows everything again
  var home = svg.getAttribute("viewBox").split(" ").map(Number), vb = home.slice();
  function show() { svg.setAttribute("viewBox", vb.map(function (v) { return +v.toFixed(2); }).join(" ")); }
  function zoom(f, cx, cy) {
    var m = svg.getScreenCTM().inverse(), p = svg.createSVGPoint();
    p.x = cx; p.y = cy; p = p.matrixTransform(m);
    vb = [p.x - (p.x - vb[0]) / f, p.y - (p.y - vb[1]) / f, vb[2] / f, vb[3] / f];
    show();
  }
  function middle(f) { var r = svg.getBoundingClientRect(); zoom(f, r.left + r.width / 2, r.top + r.height / 2); }
  svg.addEventListener("wheel", function (evt) {
    evt.preventDefault();
    zoom(Math.pow(1.002, -evt.deltaY), evt.clientX, evt.clientY);
  }, {passive: false});
  var drag = null;
  svg.addEventListener("pointerdown", function (evt) {
    if (evt.button !== 0 || evt.target.closest("g.legend-item")) { return; }
    drag = {x: evt.clientX, y: evt.clientY, vb: vb.slice(), scale: svg.getScreenCTM().a};
    svg.setPointerCapture(evt.pointerId);
    svg.classList.add("panning");
  });
  svg.addEventListener("pointermove", function (evt) {
    if (!drag) { return; }
    vb = [drag.vb[0] - (evt.clientX - drag.x) / drag.scale, drag.vb[1] - (evt.clientY - drag.y) / drag.scale,
          vb[2], vb[3]];
    show();
  });
  function stop() { drag = null; svg.classList.remove("panning"); }
  svg.addEventListener("pointerup", stop);
  svg.addEventListener("pointercancel", stop);
  function fit() { vb = home.slice(); show(); }
  document.getElementById("zoom-in").addEventListener("click", function () { middle(1.25); });
  document.getElementById("zoom-out").addEventListener("click", function () { middle(0.8); });
  document.getElementById("zoom-fit").addEventListener("click", fit);
  document.addEventListener("keydown", function (evt) {
    if (evt.key === "+" || evt.key === "=") { middle(1.25); }
    else if (evt.key === "-") { middle(0.8); }
    else if (evt.key === "0") { fit(); }
  });
})();
"""


def html(graph: Graph, *, title: str, rows: list[Any], max_fanout: int | None = MAX_FANOUT) -> str:
    """A self-contained page: the SVG inline, fitted to the window (viewBox), with zoom and pan, hover, and a
    clickable legend in inline JavaScript, and the walk's rows as JSON. Nothing is loaded from anywhere."""
    data = json.dumps([{"depth": r.depth, "from": r.from_slug, "to": r.to_slug, "link_type": r.link_type,
                        "path": r.path} for r in rows], ensure_ascii=False).replace("</", "<\\/")
    return "\n".join([
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_xml(title)}</title>",
        "<style>",
        "html, body { height: 100%; margin: 0; }",
        "body { display: flex; flex-direction: column; background: #ffffff; font: 13px Helvetica, Arial, sans-serif; }",
        "#pgbrain-bar { flex: none; display: flex; gap: 6px; align-items: center; padding: 4px 8px; "
        "border-bottom: 1px solid #dddddd; color: #555555; }",
        "#pgbrain-bar button { font: inherit; min-width: 28px; }",
        "svg.pgbrain-graph { flex: 1 1 auto; min-height: 0; width: 100%; display: block; cursor: grab; "
        "touch-action: none; user-select: none; }",
        "svg.pgbrain-graph.panning { cursor: grabbing; }",
        "path.edge { transition: opacity .15s; } path.edge.dim { opacity: .12; } path.edge.hidden { display: none; }",
        "g.legend-item { cursor: pointer; } g.legend-item.off { opacity: .35; }",
        "</style></head><body>",
        '<div id="pgbrain-bar"><button id="zoom-in" title="zoom in (+)">+</button>'
        '<button id="zoom-out" title="zoom out (-)">&#x2212;</button>'
        '<button id="zoom-fit" title="show everything (0)">fit</button>'
        "<span>wheel: zoom &#xb7; drag: pan &#xb7; click a link type: hide it</span></div>",
        svg(graph, title=title, standalone=False, max_fanout=max_fanout),
        f'<script type="application/json" id="pgbrain-walk">{data}</script>',
        "<script>" + _SCRIPT + "</script>",
        "</body></html>",
    ]) + "\n"
