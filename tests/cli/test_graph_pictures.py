"""Graph pictures people can read (`pgbrain graph html` / `graph svg`, python/pgbrain/graphview.py).

Three layers of checks:
- the layout's geometry in Python, on walks of random graphs made by the real brain.traverse (rolled back): boxes
  never overlap, every label fits its box, no edge passes through a page that is not one of its ends;
- the CLI: --max-fanout collapses large fan-outs ("+50 more mentions"), bad values are psql-style errors, the same
  walk gives the same bytes;
- a real headless Chromium renders `graph html` for the sample brain's busiest pages (the brain `make demo` imports)
  and a 70-page hub, in a window smaller than the picture, and a checking script reads the rendered DOM: no two
  labels overlap, nothing is clipped by the viewport, no edge passes through a page that is not one of its ends.
  A sabotaged page shows the check can fail. Without Chromium these tests skip, saying so (CI installs it).
"""

from __future__ import annotations

import html as htmllib
import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import psycopg
import pytest

from conftest import ROOT, cli_ok, create_db, drop_db, make_graph, run_cli
from pgbrain import graphview
from pgbrain.api import Brain

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="Chromium is not installed (apt-get install chromium): the headless-browser check of "
                             "`pgbrain graph html` needs it; CI installs it in .ci/run")


# ---- text width and wrapping ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("wide", "narrow"), [
    ("さくら", "abc"), ("倉庫自動化", "Sakur"), ("ＡＢＣ", "ABC"), ("株式会社", "Acme"), ("한국어", "kor"),
])
def test_cjk_characters_are_about_twice_as_wide_as_latin(wide, narrow):
    ratio = graphview.text_width(wide) / graphview.text_width(narrow)
    assert 1.4 < ratio < 2.6, (wide, narrow, ratio)


@pytest.mark.parametrize(("text", "limit", "lines"), [
    ("Acme Labs", 200, ["Acme Labs"]),
    ("さくらロボティクス (Sakura Robotics)", 200, ["さくらロボティクス (Sakura", "Robotics)"]),
    ("さくらロボティクス (Sakura Robotics)", 130, ["さくらロボティクス", "(Sakura Robotics)"]),
    ("さくらロボティクス 取締役会（2025年2月）", 200, ["さくらロボティクス 取締役会", "（2025年2月）"]),
    # closing punctuation and small kana never start a line
    ("ロボティクス、ロボティクス。ロボティクス", 80, ["ロボティク", "ス、ロボティ", "クス。ロボ", "ティクス"]),
    ("a-very-long-slug-without-any-space-at-all", 60, ["a-very-long-slug-without-any-space-at-all"]),
    ("", 100, [""]),
])
def test_wrap_keeps_labels_whole(text, limit, lines):
    got = graphview.wrap(text, limit)
    assert got == lines
    assert "".join(got).replace(" ", "") == text.replace(" ", "")          # nothing cut, nothing added
    for line in got:
        assert graphview.text_width(line) <= limit or " " not in line and len(got) == 1 or len(line) <= 1


# ---- the layout's geometry (Python) -----------------------------------------------------------------------------
def _bezier_points(d: str):
    """Points along an SVG path made of M, L and C commands (what layout() writes)."""
    tokens = re.findall(r"[MLC]|-?\d+(?:\.\d+)?", d)
    pos, pts, i = None, [], 0
    while i < len(tokens):
        cmd = tokens[i]
        n = {"M": 2, "L": 2, "C": 6}[cmd]
        v = [float(t) for t in tokens[i + 1:i + 1 + n]]
        i += 1 + n
        if cmd == "M":
            pos = (v[0], v[1])
            pts.append(pos)
            continue
        ctrl = [pos, (v[0], v[1])] if cmd == "L" else [pos, (v[0], v[1]), (v[2], v[3]), (v[4], v[5])]
        for k in range(1, 41):
            t = k / 40
            if cmd == "L":
                pts.append((pos[0] + (v[0] - pos[0]) * t, pos[1] + (v[1] - pos[1]) * t))
            else:
                p0, p1, p2, p3 = ctrl
                pts.append(tuple((1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * e
                                 for a, b, c, e in zip(p0, p1, p2, p3, strict=True)))
        pos = (v[-2], v[-1])
    return pts


def geometry_faults(graph: graphview.Graph, title: str = "t") -> list[str]:
    """What is wrong with a laid-out picture: overlapping boxes, labels wider than their box, edges through pages."""
    pic = graphview.layout(graph, title)
    boxes = list(pic.boxes.values())
    faults = []
    for i, a in enumerate(boxes):
        for line in a.lines:
            if graphview.text_width(line, a.size, a.bold) > a.w - 2 * graphview.PAD_X + 0.01:
                faults.append(f"label {line!r} wider than its box")
        for b in boxes[i + 1:]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                faults.append(f"boxes {a.slug} and {b.slug} overlap")
        if a.x < 0 or a.y < 0 or a.x + a.w > pic.width or a.y + a.h > pic.height:
            faults.append(f"box {a.slug} outside the picture")
    for e, d in zip(graph.edges, pic.paths, strict=True):
        for x, y in _bezier_points(d):
            if not (0 <= x <= pic.width and 0 <= y <= pic.height):
                faults.append(f"edge {e.source}->{e.target} leaves the picture")
                break
            hit = next((b.slug for b in boxes if b.slug not in (e.source, e.target)
                        and b.x + 1 < x < b.x + b.w - 1 and b.y + 1 < y < b.y + b.h - 1), None)
            if hit:
                faults.append(f"edge {e.source}->{e.target} passes through {hit}")
                break
    return faults


def random_graph(conn, seed: int, pages: int, edges: int) -> None:
    rnd = random.Random(seed)
    kinds = ["people", "companies", "meetings", "concepts"]
    slugs = [f"{rnd.choice(kinds)}/p{i}" for i in range(pages)]
    types = ["works_at", "invested_in", "mentions", "attended", "founded"]
    links = {(rnd.choice(slugs), rnd.choice(slugs), rnd.choice(types)) for _ in range(edges)}
    links |= {(s, slugs[0], "mentions") for s in rnd.sample(slugs[1:], pages // 3)}      # a hub
    make_graph(conn, slugs, sorted(links))
    titles = ["さくらロボティクス (Sakura Robotics)", "田中 結 (Tanaka Yui)",
              "Brightline Health spring clinical review", "倉庫自動化", "A", "株式会社テスト・ホールディングス"]
    for i, s in enumerate(slugs[:12]):
        conn.execute("update brain.pages set title = %s where slug = %s", [titles[i % len(titles)], s])


@pytest.mark.parametrize(("seed", "pages", "edges", "depth", "direction", "fanout"), [
    (1, 40, 80, 2, "both", 10), (2, 30, 90, 3, "both", 10), (3, 60, 120, 2, "both", 0), (4, 25, 60, 3, "out", 4),
    (5, 80, 100, 2, "in", 10), (6, 12, 40, 4, "both", 2),
])
def test_layout_has_no_overlaps_and_no_edge_through_a_page(conn, seed, pages, edges, depth, direction, fanout):
    random_graph(conn, seed, pages, edges)
    start = conn.execute("select slug from brain.pages where slug like '%/p0'").fetchone()[0]
    rows = Brain(conn).traverse(start, depth=depth, direction=direction, held="any")
    assert rows
    graph = graphview.collapse(graphview.build(rows, start), fanout)
    assert geometry_faults(graph) == []


def test_self_loop_and_parallel_edges(conn):
    make_graph(conn, ["a", "b", "c"], [("a", "a", "mentions"), ("a", "b", "works_at"), ("a", "b", "advises"),
                                       ("b", "a", "invested_in"), ("b", "c", "mentions"), ("c", "a", "founded")])
    rows = Brain(conn).traverse("a", depth=3, direction="both")
    graph = graphview.build(rows, "a")
    assert geometry_faults(graph) == []
    pic = graphview.layout(graph, "t")
    assert len(set(pic.paths)) == len(pic.paths) == len(graph.edges)      # parallel edges are drawn apart


# ---- fan-out collapse -------------------------------------------------------------------------------------------
HUB = "companies/hub"


def hub_links():
    """A hub of 70 pages: 60 pages mention it, 5 people work there, 4 funds invest, 5 companies are related; some of
    them link on (depth 2)."""
    people = [f"people/p{i:02d}" for i in range(60)]
    others = [f"companies/c{i}" for i in range(5)] + [f"funds/f{i}" for i in range(4)]
    links = [(p, HUB, "mentions") for p in people]
    links += [(f"people/p{i:02d}", HUB, "works_at") for i in range(5)]
    links += [(f, HUB, "invested_in") for f in others[5:]]
    links += [(HUB, c, "related_to") for c in others[:5]]
    links += [(f"people/p{i:02d}", f"people/p{i + 1:02d}", "mentions") for i in range(0, 40, 3)]
    links += [(f"funds/f{i}", f"companies/c{i}", "invested_in") for i in range(4)]
    links += [(f"people/p{i:02d}", "meetings/m1", "attended") for i in range(50, 58)]
    return [HUB, *people, *others, "meetings/m1"], links


def make_hub(conn) -> None:
    pages, links = hub_links()
    make_graph(conn, pages, links)
    conn.execute("update brain.pages set title = 'ハブ・ロボティクス株式会社 (Hub Robotics)' where slug = %s", [HUB])
    conn.execute("update brain.pages set title = '山田 太郎 (Yamada Taro), 取締役' where slug = 'people/p03'")


@pytest.mark.parametrize(("fanout", "shown_mentions", "more"), [
    (10, 10, "+50 more mentions"), (59, 60, None), (58, 58, "+2 more mentions"), (0, 60, None), (None, 60, None),
])
def test_collapse_per_link_type(conn, fanout, shown_mentions, more):
    make_hub(conn)
    graph = graphview.build(Brain(conn).traverse(HUB, depth=1, direction="both"), HUB)
    shown = graphview.collapse(graph, fanout)
    kids = [shown.nodes[c] for c in shown.nodes[HUB].children]
    assert sum(len(k.more) or 1 for k in kids) == 69           # every neighbour once: drawn, or in a "+N more"
    assert len([k for k in kids if k.via_type == "mentions" and not k.more]) == shown_mentions
    assert len([k for k in kids if k.via_type == "invested_in"]) == 4     # small groups are drawn whole
    mores = [k for k in kids if k.more]
    if more is None:
        assert mores == []
    else:
        assert len(mores) == 1 and mores[0].title.startswith("+") and mores[0].title.endswith(" more mentions")
        n_more = int(mores[0].title.split()[0][1:])
        assert len(mores[0].more) == n_more and n_more == len(graph.nodes) - len(shown.nodes) + 1
        # the collapsed pages' edges are gone; one edge of the type joins the hub and the "+N more" node
        assert [(e.source, e.target, e.link_type) for e in shown.edges if mores[0].slug in (e.source, e.target)] == [
            (mores[0].slug, HUB, "mentions")]
        assert all(e.source in shown.nodes and e.target in shown.nodes for e in shown.edges)
    assert set(graph.nodes) >= set(shown.nodes) - {m.slug for m in mores}
    assert geometry_faults(shown) == []


# ---- the CLI ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def picture_dsn(admin_dsn, template_db, db_prefix):
    """A brain holding the sample brain (`make demo`'s, source sample) and the 70-page hub (source default)."""
    name = f"{db_prefix}_pictures"
    dsn = create_db(admin_dsn, name, template=template_db)
    cli_ok(dsn, "import", str(ROOT / "docs" / "sample-brain"), "--source", "sample")
    with psycopg.connect(dsn, autocommit=True) as c:
        make_hub(c)
    yield dsn
    drop_db(admin_dsn, name)


def busiest(dsn: str, n: int = 3) -> list[str]:
    with psycopg.connect(dsn) as c:
        return [r[0] for r in c.execute(
            "select slug from (select from_slug as slug from brain.page_links where from_source_id = 'sample' "
            "union all select to_slug from brain.page_links where to_source_id = 'sample') s "
            "group by slug order by count(*) desc, slug limit %s", [n])]


def test_cli_max_fanout(picture_dsn):
    out = cli_ok(picture_dsn, "graph", "html", HUB)
    assert out.count('class="node more"') == 1 and ">+50 more mentions</text>" in out
    drawn = re.findall(r'<g class="node[^"]*" data-slug="([^"]*)"', out)
    assert len(drawn) == 1 + 5 + 4 + 10 + 1, drawn     # the hub, 5 companies, 4 funds, 10 mentions, "+50 more"
    everything = cli_ok(picture_dsn, "graph", "html", HUB, "--max-fanout", "0")
    assert 'class="node more"' not in everything and len(re.findall(r'<g class="node[ "]', everything)) == 71
    svg = cli_ok(picture_dsn, "graph", "svg", HUB, "--max-fanout", "3")
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and ">+57 more mentions</text>" in svg
    # the same walk gives the same bytes
    assert cli_ok(picture_dsn, "graph", "html", HUB) == out
    assert cli_ok(picture_dsn, "graph", "svg", HUB, "--max-fanout", "3") == svg


@pytest.mark.parametrize(("args", "code", "stderr"), [
    (("graph", "html", HUB, "--max-fanout", "-1"), 4, "ERROR:  --max-fanout must be 0 or more, not -1"),
    (("graph", "svg", HUB, "--max-fanout", "-5"), 4, "ERROR:  --max-fanout must be 0 or more, not -5"),
    (("graph", "html", HUB, "--max-fanout", "many"), 2, "'many' is not a valid int"),
    (("graph", "html", "companies/nope"), 3, "ERROR:  page 'companies/nope' not found"),
])
def test_cli_picture_errors(picture_dsn, args, code, stderr):
    proc = run_cli(*args, dsn=picture_dsn)
    assert proc.returncode == code and stderr in proc.stderr and proc.stdout == ""
    if code != 2:
        assert "HINT:" in proc.stderr


def test_help_texts_stay_true():
    proc = run_cli("graph", "html", "--help", env={"COLUMNS": "200"})
    assert "--max-fanout" in proc.stdout and "zooms" in proc.stdout and "pans" in proc.stdout


# ---- a real browser -------------------------------------------------------------------------------------------
# Run after the page's own script: measures the rendered DOM and writes a verdict (JSON) into <pre id=...>.
CHECK = r"""
(function () {
  var svg = document.querySelector("svg.pgbrain-graph");
  var vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
  function box(el) { var r = el.getBoundingClientRect(); return {l: r.left, t: r.top, r: r.right, b: r.bottom}; }
  function meet(a, b, tol) { return a.l < b.r - tol && b.l < a.r - tol && a.t < b.b - tol && b.t < a.b - tol; }
  function owner(el) { var g = el.closest("g.node"); return g ? g.dataset.slug : null; }
  var labels = Array.prototype.map.call(svg.querySelectorAll("text"), function (t) {
    return {box: box(t), owner: owner(t), text: t.textContent, squeezed: t.hasAttribute("textLength")};
  });
  var nodes = Array.prototype.map.call(svg.querySelectorAll("g.node"), function (g) {
    return {slug: g.dataset.slug, box: box(g.querySelector("rect.box"))};
  });
  var edges = Array.prototype.slice.call(svg.querySelectorAll("path.edge"));
  var v = {viewport: [vw, vh], labels: labels.length, nodes: nodes.length, edges: edges.length, samples: 0,
           squeezed: labels.filter(function (l) { return l.squeezed; }).length,
           overlaps: [], clipped: [], outside_box: [], through: []};
  function clip(kind, name, b) {
    if (b.l < -0.5 || b.t < -0.5 || b.r > vw + 0.5 || b.b > vh + 0.5) { v.clipped.push([kind, name]); }
  }
  labels.forEach(function (a, i) {
    clip("label", a.text, a.box);
    labels.slice(i + 1).forEach(function (b) {
      if ((a.owner === null || a.owner !== b.owner) && meet(a.box, b.box, 0.5)) { v.overlaps.push([a.text, b.text]); }
    });
    nodes.forEach(function (n) {
      if (n.slug === a.owner) {
        if (a.box.l < n.box.l || a.box.r > n.box.r || a.box.t < n.box.t - 1 || a.box.b > n.box.b + 1) {
          v.outside_box.push([a.text, n.slug]);
        }
      } else if (meet(a.box, n.box, 0.5)) { v.overlaps.push([a.text, "box of " + n.slug]); }
    });
  });
  nodes.forEach(function (a, i) {
    clip("node", a.slug, a.box);
    nodes.slice(i + 1).forEach(function (b) { if (meet(a.box, b.box, 0)) { v.overlaps.push([a.slug, b.slug]); } });
  });
  var header = labels.filter(function (l) { return l.owner === null; });
  edges.forEach(function (p) {
    var name = p.dataset.from + " -> " + p.dataset.to;
    clip("edge", name, box(p));
    var m = p.getScreenCTM(), len = p.getTotalLength(), hit = null;
    for (var s = 0; s <= len && !hit; s += 1.5) {
      var q = p.getPointAtLength(s), x = m.a * q.x + m.c * q.y + m.e, y = m.b * q.x + m.d * q.y + m.f;
      v.samples++;
      nodes.forEach(function (n) {
        var b = n.box;
        if (!hit && n.slug !== p.dataset.from && n.slug !== p.dataset.to
            && x > b.l + 1 && x < b.r - 1 && y > b.t + 1 && y < b.b - 1) { hit = n.slug; }
      });
      header.forEach(function (l) {
        var b = l.box;
        if (!hit && x > b.l && x < b.r && y > b.t && y < b.b) { hit = "label " + l.text; }
      });
    }
    if (hit) { v.through.push([name, hit]); }
  });
  var out = document.createElement("pre");
  out.id = "pgbrain-verdict";
  out.textContent = JSON.stringify(v);
  document.body.appendChild(out);
})();
"""

# Breaks a page three ways, to show the check sees each: a box moved onto another, an edge drawn straight through
# the start page, and a viewBox that cuts off the right half.
SABOTAGE = r"""
(function () {
  var svg = document.querySelector("svg.pgbrain-graph");
  var g = svg.querySelectorAll("g.node:not(.start)"), start = svg.querySelector("g.node.start rect.box");
  var a = g[0].querySelector("rect.box"), b = g[1].querySelector("rect.box");
  g[1].setAttribute("transform", "translate(" + (a.x.baseVal.value - b.x.baseVal.value) + ","
                    + (a.y.baseVal.value - b.y.baseVal.value) + ")");
  var s = start.getBBox(), p = document.createElementNS("http://www.w3.org/2000/svg", "path");
  p.setAttribute("class", "edge");
  p.dataset.from = g[2].dataset.slug; p.dataset.to = g[3].dataset.slug;
  p.setAttribute("d", "M" + (s.x - 40) + "," + (s.y + s.height / 2) + " L" + (s.x + s.width + 40) + ","
                 + (s.y + s.height / 2));
  svg.querySelector("g.edges").appendChild(p);
  var vb = svg.getAttribute("viewBox").split(" ").map(Number);
  svg.setAttribute("viewBox", [vb[0], vb[1], vb[2] / 2, vb[3]].join(" "));
})();
"""


def render(page: str, tmp_path: Path, size: tuple[int, int] = (900, 700), before: str = "") -> dict:
    """Open the page in headless Chromium with the check appended; return its verdict."""
    assert page.rstrip().endswith("</body></html>")
    path = tmp_path / "page.html"
    path.write_text(page.replace("</body></html>", f"<script>{before}{CHECK}</script></body></html>"),
                    encoding="utf-8")
    proc = subprocess.run(
        [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
         "--disable-extensions", f"--user-data-dir={tmp_path / 'profile'}", f"--window-size={size[0]},{size[1]}",
         "--virtual-time-budget=5000", "--dump-dom", path.as_uri()],
        capture_output=True, text=True, timeout=120)
    found = re.search(r'<pre id="pgbrain-verdict">(.*?)</pre>', proc.stdout, re.S)
    assert found, f"no verdict from Chromium (exit {proc.returncode}): {proc.stderr[-2000:]}"
    return json.loads(htmllib.unescape(found.group(1)))


def assert_readable(verdict: dict, page: str) -> None:
    # everything drawn was measured: one box per page, every edge sampled along its length
    assert verdict["nodes"] == len(re.findall(r'<g class="node[ "]', page)) > 0
    assert verdict["edges"] == page.count('<path class="edge"') > 0
    assert verdict["labels"] >= verdict["nodes"] and verdict["samples"] > 10 * verdict["edges"]
    # the picture is larger than the window, so the viewBox must have scaled it down to fit
    assert verdict["viewport"][0] <= 900
    assert verdict["overlaps"] == []
    assert verdict["clipped"] == []
    assert verdict["outside_box"] == []
    assert verdict["through"] == []


@needs_chromium
@pytest.mark.parametrize("rank", [0, 1, 2])
def test_busiest_sample_pages_render_readably(picture_dsn, tmp_path, rank):
    slug = busiest(picture_dsn)[rank]
    page = cli_ok(picture_dsn, "graph", "html", slug, "--source", "sample")
    assert_readable(render(page, tmp_path), page)


@needs_chromium
@pytest.mark.parametrize(("args", "size"), [
    (("--source", "sample", "--depth", "3"), (900, 700)),          # the whole sample brain around Sakura Robotics
    (("--source", "sample", "--direction", "out"), (600, 900)),     # a tall, narrow window
])
def test_sakura_robotics_renders_readably(picture_dsn, tmp_path, args, size):
    page = cli_ok(picture_dsn, "graph", "html", "companies/sakura-robotics", *args)
    start = re.search(r'<g class="node start".*?</g>', page, re.S).group(0)
    assert " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", start)) == "さくらロボティクス (Sakura Robotics)"  # whole
    assert_readable(render(page, tmp_path, size), page)


@needs_chromium
@pytest.mark.parametrize("fanout", ["10", "0"])
def test_a_70_page_hub_renders_readably(picture_dsn, tmp_path, fanout):
    page = cli_ok(picture_dsn, "graph", "html", HUB, "--max-fanout", fanout)
    verdict = render(page, tmp_path)
    assert verdict["nodes"] == (21 if fanout == "10" else 71)
    assert_readable(verdict, page)


@needs_chromium
def test_the_browser_check_finds_a_broken_page(picture_dsn, tmp_path):
    page = cli_ok(picture_dsn, "graph", "html", "companies/acme-labs", "--source", "sample")
    verdict = render(page, tmp_path, before=SABOTAGE)
    assert verdict["overlaps"] and verdict["clipped"] and verdict["through"]
    assert any(hit == "companies/acme-labs" for _, hit in verdict["through"])
