"""Pictures of a walk (rows of brain.traverse): an indented tree, Graphviz DOT, Mermaid, SVG and a
self-contained HTML page (inline SVG and a little JavaScript written here; nothing is fetched).

Everything works from the rows alone: each row is one edge (depth, from_slug, to_slug, link_type, path,
from_title, to_title) in stored direction, and path runs from the start page to the edge's far end.
"""

from __future__ import annotations

import json
import math
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
    x: float = 0.0
    y: float = 0.0


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
            nodes[far] = Node(far, titles.get(far) or far, r.depth, parent=near)
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
RING = 190        # px between depth rings
NODE_R = 7
MARGIN = 190      # room for labels around the outer ring


def layout(graph: Graph) -> tuple[float, float]:
    """Radial tree: the start page in the middle, depth d on ring d, each subtree an angle in proportion to its
    leaves (deterministic: children ordered by link type, then slug). Returns the picture's width and height."""
    edge_type = {(e.source, e.target): e.link_type for e in graph.edges} | {
        (e.target, e.source): e.link_type for e in graph.edges}
    nodes = graph.nodes
    for n in nodes.values():
        n.children.sort(key=lambda c: (edge_type.get((n.slug, c), ""), c))
    leaves: dict[str, int] = {}

    def count(slug: str) -> int:
        leaves[slug] = sum(count(c) for c in nodes[slug].children) or 1
        return leaves[slug]

    count(graph.start)
    max_depth = max(n.depth for n in nodes.values())
    size = 2 * (RING * max_depth + MARGIN)
    cx = cy = size / 2

    def place(slug: str, a0: float, a1: float) -> None:
        n = nodes[slug]
        angle = (a0 + a1) / 2
        n.x, n.y = cx + RING * n.depth * math.cos(angle), cy + RING * n.depth * math.sin(angle)
        a = a0
        for c in n.children:
            span = (a1 - a0) * leaves[c] / leaves[slug]
            place(c, a, a + span)
            a += span

    place(graph.start, -math.pi, math.pi)
    return size, size


def _edge_path(x1: float, y1: float, x2: float, y2: float, k: int) -> str:
    """A quadratic curve from (x1, y1) to the rim of the node at (x2, y2); k > 0 bends parallel edges apart."""
    dx, dy = x2 - x1, y2 - y1
    dist = math.hypot(dx, dy) or 1.0
    bend = 18.0 * k
    qx, qy = (x1 + x2) / 2 - dy / dist * bend, (y1 + y2) / 2 + dx / dist * bend
    tx, ty = x2 - qx, y2 - qy
    t = math.hypot(tx, ty) or 1.0
    ex, ey = x2 - tx / t * (NODE_R + 2), y2 - ty / t * (NODE_R + 2)
    return f"M{x1:.1f},{y1:.1f} Q{qx:.1f},{qy:.1f} {ex:.1f},{ey:.1f}"


def svg(graph: Graph, *, title: str, standalone: bool = True) -> str:
    """The picture as SVG. standalone=True adds the XML namespace a .svg file needs (inline in HTML it is left out)."""
    width, height = layout(graph)
    ns = ' xmlns="http://www.w3.org/2000/svg"' if standalone else ""
    fonts = "Helvetica, Arial, Hiragino Sans, Noto Sans CJK JP, sans-serif"
    out = [f'<svg{ns} class="pgbrain-graph" viewBox="0 0 {width:.0f} {height:.0f}" width="{width:.0f}" '
           f'height="{height:.0f}" font-family="{fonts}" font-size="12">',
           "<defs>"]
    for t, c in graph.colours.items():
        out.append(f'<marker id="arrow-{_xml(t)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
                   f'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>')
    out.append("</defs>")
    out.append(f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>')
    # depth rings
    max_depth = max(n.depth for n in graph.nodes.values())
    for d in range(1, max_depth + 1):
        out.append(f'<circle cx="{width / 2:.1f}" cy="{height / 2:.1f}" r="{RING * d}" fill="none" stroke="#eeeeee"/>')
    # edges, parallel ones (same two pages) bent apart
    seen: dict[frozenset, int] = {}
    out.append('<g class="edges" fill="none" stroke-width="1.6">')
    for e in graph.edges:
        pair = frozenset((e.source, e.target))
        k = seen.get(pair, 0)
        seen[pair] = k + 1
        a, b = graph.nodes[e.source], graph.nodes[e.target]
        c = graph.colours[e.link_type]
        # a relation that no longer holds is dashed, with its years written along it
        dash = ' stroke-dasharray="6 4"' if e.ended else ""
        when = f" ({_xml(e.years)})" if e.years else ""
        out.append(f'<path class="edge" data-from="{_xml(e.source)}" data-to="{_xml(e.target)}" data-k="{k}" '
                   f'data-type="{_xml(e.link_type)}" stroke="{c}"{dash} marker-end="url(#arrow-{_xml(e.link_type)})" '
                   f'd="{_edge_path(a.x, a.y, b.x, b.y, k)}"><title>{_xml(e.source)} --{_xml(e.link_type)}--&gt; '
                   f'{_xml(e.target)}{when}</title></path>')
        if e.years:
            out.append(f'<text class="years" x="{(a.x + b.x) / 2:.1f}" y="{(a.y + b.y) / 2 - 4:.1f}" '
                       f'text-anchor="middle" font-size="10" fill="{c}" stroke="none">{_xml(e.years)}</text>')
    out.append("</g>")
    # nodes with their titles, labels outward
    out.append('<g class="nodes">')
    cx = width / 2
    for n in graph.nodes.values():
        start = n.slug == graph.start
        anchor = "middle" if start else ("start" if n.x >= cx else "end")
        weight = ' font-weight="bold"' if start else ""
        lx = n.x if start else n.x + (NODE_R + 4) * (1 if n.x >= cx else -1)
        ly = n.y - NODE_R - 6 if start else n.y + 4
        out.append(f'<g class="node" data-slug="{_xml(n.slug)}" data-x="{n.x:.1f}" data-y="{n.y:.1f}">'
                   f'<title>{_xml(n.title)} ({_xml(n.slug)})</title>'
                   f'<circle cx="{n.x:.1f}" cy="{n.y:.1f}" r="{NODE_R + (3 if start else 0)}" '
                   f'fill="{"#ffcf4a" if start else "#ffffff"}" stroke="#333333" stroke-width="1.5"/>'
                   f'<text x="{lx:.1f}" y="{ly:.1f}" text-anchor="{anchor}"{weight}>{_xml(n.title)}</text></g>')
    out.append("</g>")
    # legend: link types as colours
    out.append(f'<g class="legend"><text x="16" y="24" font-size="15" font-weight="bold">{_xml(title)}</text>')
    for i, (t, c) in enumerate(graph.colours.items()):
        n_edges = sum(1 for e in graph.edges if e.link_type == t)
        y = 48 + 20 * i
        out.append(f'<g class="legend-item" data-type="{_xml(t)}"><line x1="16" y1="{y - 4}" x2="44" y2="{y - 4}" '
                   f'stroke="{c}" stroke-width="3"/><text x="52" y="{y}">{_xml(t)} ({n_edges})</text></g>')
    out.append("</g></svg>")
    return "\n".join(out) + "\n"


_SCRIPT = r"""
(function () {
  var svg = document.querySelector("svg.pgbrain-graph");
  var NODE_R = %(node_r)s;
  var nodes = {};
  svg.querySelectorAll("g.node").forEach(function (g) {
    nodes[g.dataset.slug] = {g: g, x: parseFloat(g.dataset.x), y: parseFloat(g.dataset.y)};
  });
  var edges = Array.prototype.slice.call(svg.querySelectorAll("path.edge"));
  function curve(a, b, k) {
    var dx = b.x - a.x, dy = b.y - a.y, dist = Math.hypot(dx, dy) || 1, bend = 18 * k;
    var qx = (a.x + b.x) / 2 - dy / dist * bend, qy = (a.y + b.y) / 2 + dx / dist * bend;
    var tx = b.x - qx, ty = b.y - qy, t = Math.hypot(tx, ty) || 1;
    var ex = b.x - tx / t * (NODE_R + 2), ey = b.y - ty / t * (NODE_R + 2);
    return "M" + a.x + "," + a.y + " Q" + qx + "," + qy + " " + ex + "," + ey;
  }
  function redraw(slug) {
    edges.forEach(function (e) {
      if (e.dataset.from === slug || e.dataset.to === slug) {
        e.setAttribute("d", curve(nodes[e.dataset.from], nodes[e.dataset.to], +e.dataset.k));
      }
    });
  }
  // hover: a page's own edges stand out
  Object.keys(nodes).forEach(function (slug) {
    var g = nodes[slug].g;
    g.addEventListener("mouseenter", function () {
      edges.forEach(function (e) {
        e.classList.toggle("dim", e.dataset.from !== slug && e.dataset.to !== slug);
      });
    });
    g.addEventListener("mouseleave", function () {
      edges.forEach(function (e) { e.classList.remove("dim"); });
    });
  });
  // legend: click a link type to hide or show its edges
  svg.querySelectorAll("g.legend-item").forEach(function (item) {
    item.addEventListener("click", function () {
      var off = item.classList.toggle("off");
      edges.forEach(function (e) { if (e.dataset.type === item.dataset.type) { e.classList.toggle("hidden", off); } });
    });
  });
  // drag a page to untangle the picture
  var dragging = null;
  function point(evt) {
    var p = svg.createSVGPoint();
    p.x = evt.clientX; p.y = evt.clientY;
    return p.matrixTransform(svg.getScreenCTM().inverse());
  }
  svg.addEventListener("pointerdown", function (evt) {
    var g = evt.target.closest("g.node");
    if (g) { dragging = g.dataset.slug; svg.setPointerCapture(evt.pointerId); }
  });
  svg.addEventListener("pointermove", function (evt) {
    if (!dragging) { return; }
    var p = point(evt), n = nodes[dragging], dx = p.x - n.x, dy = p.y - n.y;
    n.x = p.x; n.y = p.y;
    n.g.querySelectorAll("circle").forEach(function (c) {
      c.setAttribute("cx", +c.getAttribute("cx") + dx); c.setAttribute("cy", +c.getAttribute("cy") + dy);
    });
    n.g.querySelectorAll("text").forEach(function (t) {
      t.setAttribute("x", +t.getAttribute("x") + dx); t.setAttribute("y", +t.getAttribute("y") + dy);
    });
    redraw(dragging);
  });
  svg.addEventListener("pointerup", function () { dragging = null; });
})();
"""


def html(graph: Graph, *, title: str, rows: list[Any]) -> str:
    """A self-contained page: the SVG inline, the walk's rows as JSON, hover / legend / drag in inline JavaScript.
    Nothing is loaded from anywhere."""
    data = json.dumps([{"depth": r.depth, "from": r.from_slug, "to": r.to_slug, "link_type": r.link_type,
                        "path": r.path} for r in rows], ensure_ascii=False).replace("</", "<\\/")
    return "\n".join([
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{_xml(title)}</title>",
        "<style>",
        "body { margin: 0; background: #fafafa; font-family: Helvetica, Arial, sans-serif; }",
        "svg.pgbrain-graph { display: block; max-width: 100vw; height: auto; margin: 0 auto; }",
        "path.edge { transition: opacity .15s; } path.edge.dim { opacity: .12; } path.edge.hidden { display: none; }",
        "g.node { cursor: grab; } g.legend-item { cursor: pointer; } g.legend-item.off { opacity: .35; }",
        "</style></head><body>",
        svg(graph, title=title, standalone=False),
        f'<script type="application/json" id="pgbrain-walk">{data}</script>',
        "<script>" + _SCRIPT % {"node_r": NODE_R} + "</script>",
        "</body></html>",
    ]) + "\n"
