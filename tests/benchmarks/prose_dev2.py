# ruff: noqa: E501
"""A second, independent set of prose templates (issue 18): written by contributors who had not seen prose.py's
templates nor the link engine, from the gold rules of prose.py's docstring only. This module holds its dev two
thirds; prose_heldout2.py holds the held-out third, which is never shown as failures (bench_prose refuses it), so it
keeps measuring what the engine does on prose nobody tuned it on. A: English person pages; B: English company, fund
and meeting pages; C: Japanese pages and mixed lines.
"""

from __future__ import annotations

from prose import Template, t

TEMPLATES: list[Template] = [
    # ---- A

    # ---- long distance (cue 60-150 characters from the link it types)
    t("sentence en person",
      "{S} ⟦sits on the advisory board⟧ — alongside a retired regulator, two former bank CTOs and an economist "
      "from {city} — of {c1}.",
      "c1=advises", "long_distance"),
    t("sentence en person",
      "{S} ⟦ran sales⟧ across Lyon, Marseille, Geneva, Zurich, Munich and, eventually, the whole of the DACH "
      "region for {c1}.",
      "c1=works_at", "long_distance past"),
    t("sentence en person",
      "{o1} — a name {s} still drops in nearly every interview, half proudly, half wearily — "
      "is the firm {s} ⟦co-founded⟧ in {year}.",
      "o1=founded", "long_distance relative"),
    t("sentence en person",
      "When {s} ⟦finally took a salaried job⟧ again, after a sabbatical, an abandoned cookbook and a few months "
      "of freelance consulting, it was at {c1}.",
      "c1=works_at", "long_distance past"),
    t("sentence en person",
      "{S} ⟦spent most of {poss} career⟧ (the early years in {city}, the restructuring, two acquisitions and the "
      "move into management) at {o1}.",
      "o1=works_at", "long_distance past"),
    t("sentence en person",
      "{c1}, which at the time was three people sharing a single desk in a co-working space in {city}, ⟦was the "
      "first company {s} ever backed⟧ as an angel.",
      "c1=invested_in", "long_distance relative"),
    t("sentence en person",
      "Of all the boards {s} has joined ⟦as an independent director⟧ — a list that now includes a hospital "
      "trust, a rowing club and a small charity in {city} — {c1} takes up the most of {poss} time.",
      "c1=advises", "long_distance"),

    # ---- relative clauses
    t("sentence en person", "{S} is a partner at {f1}, where {s} focuses on {topic}.",
      "f1=works_at", "relative apposition"),
    t("sentence en person", "{S} advises {c1}, whose chief executive, {p1}, used to report to {Name} at {c2}.",
      "c1=advises c2=works_at", "relative past"),
    t("sentence en person", "The first place that ever hired {Name} was {c1}, a small design agency in {city}.",
      "c1=works_at", "relative past"),
    t("sentence en person",
      "{S} is best known for {c1}, the start-up {s} founded in {year} and sold to {c2} five years later.",
      "c1=founded", "relative distractor past"),
    t("sentence en person", "{S} holds a board seat at {c1}, a company {s} first backed as an angel in {year}.",
      "c1=invested_in", "relative"),

    # ---- one target under two relations
    t("sentence en person",
      "{S} joined {c1} as an early engineer and, once {poss} shares vested, put part of the proceeds back into "
      "{c1}'s Series B.",
      "c1=works_at,invested_in", "repeat_diff coord past"),
    t("sentence en person",
      "{S} co-founded {c1} in {year}; these days {s} is no longer involved day to day, but still advises {c1} "
      "on hiring.",
      "c1=founded,advises", "repeat_diff past"),
    t("sentence en person", "{S} has angel stakes in {c1}, {c2} and {c3}, and also advises {c3}.",
      "c1=invested_in c2=invested_in c3=invested_in,advises", "repeat_diff list coord"),
    t("sentence en person",
      "{S} left {c1} in {year}, though {s} stayed on as a paid advisor to {c1} for another eighteen months.",
      "c1=works_at,advises", "repeat_diff past"),
    t("sentence en person",
      "{S} worked at {c1} from {year} to {year2}, took a year off, and then went back to {c1} in a more senior "
      "role.",
      "c1=works_at", "repeat_same past"),

    # ---- past relations
    t("sentence en person", "{S} cut {poss} teeth on the trading floor at {o1} before moving into venture.",
      "o1=works_at", "past"),
    t("sentence en person", "{Name} (ex-{c1}, ex-{c2}) now runs growth at {c3}.",
      "c1=works_at c2=works_at c3=works_at", "past apposition list"),
    t("sentence en person",
      "A former vice president at {c1}, {s} now invests in early-stage companies such as {c2}.",
      "c1=works_at c2=invested_in", "past apposition"),
    t("sentence en person", "{S} spent seven years at {c1} and another three at {c2}, mostly in {city}.",
      "c1=works_at c2=works_at", "past coord"),
    t("sentence en person", "{S} has not been at {c1} since {year}, when {s} left to start {c2}.",
      "c1=works_at c2=founded", "past coord"),
    t("sentence en person", "{S} no longer advises {c1}, having stepped back in {year}.",
      "c1=advises", "past"),

    # ---- appositions and titles
    t("sentence en person", "{Name}, chief scientist at {c1}, previously spent a decade in academia.",
      "c1=works_at", "apposition"),
    t("sentence en person", "{c1}'s head of people since {year}, {s} oversees hiring in {city} and abroad.",
      "c1=works_at", "apposition"),
    t("sentence en person", "{S} is the chief financial officer of {c1} and an independent director at {c2}.",
      "c1=works_at c2=advises", "apposition coord"),
    t("sentence en person", "As general counsel of {c1}, {s} negotiated the company's sale to {c2}.",
      "c1=works_at", "apposition distractor"),

    # ---- passives
    t("sentence en person", "{S} was recruited to {c1} in {year} by its founder, {p1}.",
      "c1=works_at", "passive"),
    # ---- hedges
    t("sentence en person", "{S} is reportedly in talks to join {c1} as chief operating officer.",
      "", "hedge"),
    t("sentence en person",
      "{S} is said to have been advising {c1} informally for months, though neither side will confirm it.",
      "", "hedge"),
    t("sentence en person",
      "{S} plans to put money into {c1} once its next round opens, and could also take a seat on {c2}'s "
      "advisory board.",
      "", "hedge coord"),

    t("sentence en person",
      "{Name}, a principal at {f1}, is rumoured to be leaving to run corporate development at {c1}.",
      "f1=works_at", "hedge apposition"),

    # ---- negations
    t("sentence en person", "{S} never worked at {c1}, despite what several online profiles claim.",
      "", "negation"),
    t("sentence en person",
      "{S} turned down an offer to become {c1}'s chief technology officer and joined {c2} instead.",
      "c2=works_at", "negation coord"),
    t("sentence en person",
      "{S} passed on {c1}'s seed round — a decision {s} now calls the worst of {poss} investing career — but "
      "did back {c2}.",
      "c2=invested_in", "negation coord"),

    # ---- distractors
    t("sentence en person", "{S} heads partnerships at {c1}, which counts {c2} and {c3} among its biggest customers.",
      "c1=works_at", "distractor relative"),
    t("sentence en person", "{S} was vice president of engineering at {c1} until {c2} bought the company in {year}.",
      "c1=works_at", "distractor past"),
    t("sentence en person", "{S} founded {c1}, which has since invested in {c2} and {c3}.",
      "c1=founded", "distractor company_invest relative"),

    t("sentence en person", "{S} runs marketing at {c1}, whose main rival, {c2}, poached half of {poss} team last year.",
      "c1=works_at", "distractor relative"),

    # ---- coordination and ellipsis
    t("sentence en person", "{S} advises {c1} and {c2}, and invests in {c3}.",
      "c1=advises c2=advises c3=invested_in", "coord list"),
    t("sentence en person", "{S} is an investor in {c1}, an advisor to {o2}, and, since {year}, a partner at {f1}.",
      "c1=invested_in o2=advises f1=works_at", "coord apposition"),
    t("sentence en person", "{S} was chief technology officer of {c1} and, briefly, of {c2}.",
      "c1=works_at c2=works_at", "coord past apposition"),

    # ---- person co-founders
    t("sentence en person",
      "{S} co-founded {c1} with {p1}, whom {s} had met when they were both engineers at {c2}.",
      "c1=founded c2=works_at", "cofounder relative past"),
    # ---- attendance
    t("sentence en person", "{S} chaired {m1} in the absence of {p1}.",
      "m1=attended", "attendance"),
    t("sentence en person", "{S} sent {poss} apologies for {m1} but dialled in to {m2} from {city}.",
      "m2=attended", "attendance negation"),
    t("sentence en person", "{S} spoke at {m1} about {poss} years at {c1}.",
      "m1=attended c1=works_at", "attendance past"),

    # ---- bullets
    t("bullet en person", "- Angel investor in {c1}, {c2} and {c3}",
      "c1=invested_in c2=invested_in c3=invested_in", "list"),
    t("bullet en person", "- Independent director, {c1} (since {year})",
      "c1=advises", "apposition"),
    t("bullet en person", "- Previously {role} at {c1}; before that, {c2}",
      "c1=works_at c2=works_at", "past coord"),
    t("bullet en person", "- Co-founder of {c1} (with {p1}) and early employee at {c2}",
      "c1=founded c2=works_at", "cofounder coord"),
    t("bullet en person", "- Panellist at {m1}, on {topic}",
      "m1=attended", "attendance"),
    t("bullet en person", "- Turned down a partner role at {f1} in {year}",
      "", "negation"),
    t("bullet en person", "- Advisor to {c1}, which is backed by {f1}",
      "c1=advises", "relative distractor passive"),

    # ---- table rows (| organisation | relation |)
    t("table en person", "| {o1} | co-founder ({year}) |", "o1=founded", ""),
    t("table en person", "| {c1} | angel investor (seed) |", "c1=invested_in", ""),
    t("table en person", "| {c1} | former {role} |", "c1=works_at", "past"),
    t("table en person", "| {c1} | offer declined, {year} |", "", "negation"),
    t("table en person", "| {c1} | co-founded with {p1} |", "c1=founded", "cofounder"),

    # ---- timeline rows (text after "- 2019-04-01: ")
    t("timeline en person", "Joined {o1} as {role}.", "o1=works_at", ""),
    t("timeline en person", "Left {c1}; started {c2} with {p1} a month later.",
      "c1=works_at c2=founded", "past cofounder coord"),
    t("timeline en person", "Led the seed round in {c1} as an angel.", "c1=invested_in", ""),
    t("timeline en person", "Chaired {m1}; {p1} took the minutes.", "m1=attended", "attendance"),
    t("timeline en person",
      "Stepped down from the board of {c1}, where {s} had served as an independent director for six years.",
      "c1=advises", "past relative"),
    # ---- B

    # ---- company pages: founders, passives
    t("sentence en company", "{S} was started by {p1} and {p2} in a shared office in {city} in {year}.",
      "p1=founded p2=founded", "passive list"),
    t("sentence en company", "{S} was spun out of {c1} in {year} by {p1}, who had run the parent's machine-vision group.",
      "p1=founded", "passive distractor"),
    t("sentence en company", "{p1}, who started the company after a decade in freight logistics, still runs it day to day.",
      "p1=founded,works_at", "relative repeat_diff"),
    t("sentence en company", "{S} was ⟦founded⟧ in {year}, in a rented room above a bakery in {city} that the team still jokes about, by {p1}.",
      "p1=founded", "passive long_distance"),

    # ---- company pages: who invested in it
    t("sentence en company", "{S} is funded by {o1}, {o2} and a handful of angels, among them {p1}.",
      "o1=<invested_in o2=<invested_in p1=invested_in", "passive list company_invest"),
    t("sentence en company", "{o1} led the company's seed round in {year}; {o2} and {o3} took smaller tickets.",
      "o1=<invested_in o2=<invested_in o3=<invested_in", "company_invest list coord"),
    t("sentence en company", "The first cheque came from {p1}, who had worked with both founders at {c1}.",
      "p1=invested_in", "distractor"),
    t("sentence en company", "After {f1} passed, {o1} stepped in to lead the round.",
      "o1=<invested_in", "negation distractor company_invest"),
    t("sentence en company", "The round was led by {f1}, whose partner {p1} first met the founders at a conference in {city}.",
      "f1=<invested_in", "passive relative distractor company_invest"),
    t("sentence en company", "{f1} led the seed in {year}; {p1}, a partner at {f1}, has advised the company ever since.",
      "f1=<invested_in p1=advises", "repeat_diff company_invest"),
    t("sentence en company", "The board includes {p1}, an independent director since {year}, and two seats held by {f1}, which led the Series A.",
      "p1=advises f1=<invested_in", "apposition relative company_invest"),
    t("sentence en company", "{o1}, whose partners had tracked the team since a demo day in {city} and met the founders a dozen times, ⟦led the seed round⟧.",
      "o1=<invested_in", "relative long_distance company_invest"),

    # ---- company pages: the company investing
    t("sentence en company", "Through its corporate venture arm, {s} has backed {c1} and {c2}, both suppliers to its plants.",
      "c1=>invested_in c2=>invested_in", "company_invest list"),
    t("sentence en company", "{S} took a minority stake in {c1} in {year} and signed a distribution deal with {c2} the same month.",
      "c1=>invested_in", "company_invest distractor coord"),

    # ---- company pages: staff, titles, past
    t("sentence en company", "CEO {p1} told {c1} in {year} that the company had no plans to raise again before turning a profit.",
      "p1=works_at", "apposition distractor"),
    t("sentence en company", "{p1}, the company's chief executive, and {p2}, who heads research, both came over from {c1} in {year}.",
      "p1=works_at p2=works_at", "apposition relative distractor"),
    t("sentence en company", "Former CTO {p1} left in {year} to start {c1}.",
      "p1=works_at", "past apposition distractor"),
    t("sentence en company", "{p1} sold the company's first contracts to {c1} and {c2} before being named chief revenue officer in {year}.",
      "p1=works_at", "distractor"),
    t("sentence en company", "{p1}, a chemist by training who spent most of the previous decade at a national laboratory outside {city}, ⟦joined as chief technology officer⟧ in {year}.",
      "p1=works_at", "long_distance"),
    t("sentence en company", "{S} ⟦has been advised⟧ since its earliest days, through two pivots, a near-collapse in {year} and the move to {city}, by {p1}.",
      "p1=advises", "passive long_distance"),

    # ---- company pages: hedges and negations
    t("sentence en company", "{p1} is expected to join as chief financial officer once the round closes.",
      "", "hedge"),
    t("sentence en company", "{p1} was offered the chief operating officer role in {year} but turned it down to stay at {c1}.",
      "", "negation"),

    # ---- fund pages
    t("sentence en fund", "{p1} left a partnership at {f2} in {year} to set up the fund with {p2}.",
      "p1=founded p2=founded", "distractor"),
    t("sentence en fund", "The fund's portfolio includes {c1}, {c2}, and {c3}.",
      "c1=>invested_in c2=>invested_in c3=>invested_in", "list company_invest"),
    t("sentence en fund", "Managing partner {p1} runs the fund alongside {p2}, the firm's general partner for growth deals.",
      "p1=works_at p2=works_at", "apposition"),
    t("sentence en fund", "{S} wrote the first institutional cheque for {c1} and has followed on in every round since.",
      "c1=>invested_in", "company_invest"),
    t("sentence en fund", "From {year} to {year2} the fund's partners included {p1}, now chief operating officer of {c1}.",
      "p1=works_at", "past distractor"),
    t("sentence en fund", "{p1} is understood to be joining the fund as a venture partner early next year.",
      "", "hedge"),
    t("sentence en fund", "The fund's ⟦first investment⟧, made after eighteen months of meetings and more than {n} pitches that the partners still like to recount, was {c1}.",
      "c1=>invested_in", "long_distance company_invest"),

    # ---- company or fund pages
    t("sentence en org", "{S} was co-founded by {p1}, still its managing director, and {p2}, who now teaches at a university in {city}.",
      "p1=founded,works_at p2=founded", "passive apposition repeat_diff"),
    t("sentence en org", "{p1} has been with {Name} since {year}, first as an analyst and now as its chief operating officer.",
      "p1=works_at", "apposition"),
    t("sentence en org", "{p1}, whom the founders brought in as an adviser in {year}, previously ran sales at {c1}.",
      "p1=advises", "relative distractor"),
    t("sentence en org", "{S} made an early bet on {c1}, wiring money before the startup had a single paying customer.",
      "c1=>invested_in", "company_invest"),
    t("sentence en org", "{S} is in talks to back {c1}'s next round, according to people familiar with the matter.",
      "", "hedge"),
    t("sentence en org", "⟦Advising⟧ the firm on hiring, on fundraising and, more quietly, on the thornier questions of governance over the last several years has been {p1}.",
      "p1=advises", "long_distance"),

    # ---- meeting pages
    t("sentence en meeting", "Present: {p1}, {p2} and {p3}; {p4} sent apologies.",
      "p1=attended p2=attended p3=attended", "list negation attendance"),
    t("sentence en meeting", "{p1} chaired, and {p2} took the minutes.",
      "p1=attended p2=attended", "coord attendance"),
    t("sentence en meeting", "{p2} presented the {c1} numbers on behalf of {p1}, who was travelling.",
      "p2=attended", "distractor negation attendance"),
    t("sentence en meeting", "The group debated whether {c1} should approach {f1} before the summer; {p1} argued against it.",
      "p1=attended", "distractor attendance"),
    t("sentence en meeting", "{p1} dialled in from {city} for the first half hour.",
      "p1=attended", "attendance"),
    t("sentence en meeting", "{p1}, who had flown in from {city} that morning and spent the first ten minutes apologising for the slides, ⟦chaired the session⟧.",
      "p1=attended", "long_distance attendance"),

    # ---- bullets
    t("bullet en company", "- {p1}, co-founder and chief scientist",
      "p1=founded,works_at", "apposition repeat_diff"),
    t("bullet en company", "- {o1}: led the {year} seed; took its pro rata in the Series A",
      "o1=<invested_in", "company_invest"),
    t("bullet en company", "- {p1} (independent director since {year})",
      "p1=advises", "apposition"),
    t("bullet en company", "- {p1} — angel investor; also advises on pricing",
      "p1=invested_in,advises", "repeat_diff"),
    t("bullet en fund", "- {c1} — seed {year}, follow-on {year2}",
      "c1=>invested_in", "company_invest"),
    t("bullet en fund", "- {p1}, general partner (joined {year})",
      "p1=works_at", "apposition"),
    t("bullet en meeting", "- {p1} (chair)",
      "p1=attended", "attendance"),
    t("bullet en meeting", "- Apologies: {p1}, {p2}",
      "", "list negation attendance"),
    t("bullet en meeting", "- {c1}: renewal discussed, decision deferred to {m1}",
      "", ""),

    # ---- tables
    t("table en company", "| {p1} | co-founder & CEO |",
      "p1=founded,works_at", "repeat_diff apposition"),
    t("table en company", "| {p1} | angel |",
      "p1=invested_in", ""),
    t("table en company", "| {p1} | board observer; invested {year} |",
      "p1=invested_in", ""),
    t("table en company", "| {o1} | seed lead |",
      "o1=<invested_in", "company_invest"),
    t("table en company", "| {p1} | former VP Sales |",
      "p1=works_at", "past apposition"),
    t("table en fund", "| {p1} | managing partner |",
      "p1=works_at", "apposition"),
    t("table en fund", "| {c1} | portfolio (Series A, {year}) |",
      "c1=>invested_in", "company_invest"),
    t("table en meeting", "| {p1} | sent regrets |",
      "", "negation attendance"),
    t("table en meeting", "| {p1} | dialed in |",
      "p1=attended", "attendance"),

    # ---- timelines
    t("timeline en company", "Founded in {city} by {p1} and {p2}.",
      "p1=founded p2=founded", "passive list"),
    t("timeline en company", "Closes a seed round led by {o1}; {p1} also invests.",
      "o1=<invested_in p1=invested_in", "company_invest"),
    t("timeline en company", "Acquired by {c1} for an undisclosed sum; chief executive {p1} stays on.",
      "p1=works_at", "distractor apposition"),
    t("timeline en org", "Makes its first outside investment, a minority stake in {c1}.",
      "c1=>invested_in", "company_invest"),
    t("timeline en org", "{p1} joins the advisory board.",
      "p1=advises", ""),
    # ---- C

    # ---- person pages: 経歴 sentences
    t("sentence ja person", "{S}は{year}年から{o1}に籍を置き、現在は{role}として新規事業の立ち上げを担当している。",
      "o1=works_at", "ja_particle ja_coord"),
    t("sentence ja person", "{S}は新卒で{c1}に入社し、法人営業を経て{year}年に{c2}を創業した。",
      "c1=works_at c2=founded", "ja_particle ja_coord past"),
    t("sentence ja person", "{o1}に勤務する傍ら、{c1}や{c2}にはエンジェル投資家として出資している。",
      "o1=works_at c1=invested_in c2=invested_in", "ja_particle ja_coord ja_list"),
    t("sentence ja person", "{c1}の創業者であり、{o1}の社外取締役も務める。",
      "c1=founded o1=advises", "apposition ja_coord"),
    t("sentence ja person", "{S}は{o1}でCTOを務めた後、大学時代の友人である{p1}とともに{c1}を共同創業した。",
      "o1=works_at c1=founded", "cofounder past apposition ja_coord"),
    t("sentence ja person", "{c1}の元社員と紹介されることがあるが、{s}自身は同社に所属したことはないと説明している。",
      "c1=!works_at", "negation"),
    t("sentence ja person", "{S}は将来的に{c1}の経営陣に加わるかもしれない。",
      "c1=!works_at", "hedge"),
    t("sentence ja person", "{S}は来春、{c1}の顧問に就任する予定だ。",
      "c1=!advises", "hedge"),
    t("sentence ja person", "以前は{o1}に勤めていたが、{year}年に退職し、現在は{f1}でパートナーを務める。",
      "o1=works_at f1=works_at", "past ja_coord apposition"),
    t("sentence ja person", "{S}が{year}年に創業した{c1}は、{year2}年に{c2}に買収された。",
      "c1=founded", "relative distractor"),
    t("sentence ja person", "{S}は{c1}の営業部に所属しており、主要取引先である{c2}との交渉を一手に担ってきた。",
      "c1=works_at", "distractor ja_particle ja_coord"),
    t("sentence ja person", "{S}は{year}年に{c1}を設立した。{year2}年に代表を退いてからも、{c1}の顧問として経営に助言を続けている。",
      "c1=founded,advises", "repeat_diff ja_particle"),
    t("sentence ja person", "{S}は{c1}の第一号社員として入社し、以来{c1}一筋でキャリアを重ねてきた。",
      "c1=works_at", "repeat_same"),
    t("sentence ja person", "{p1}の紹介をきっかけに、{s}は{c1}へのエンジェル投資を決めた。",
      "c1=invested_in", "distractor ja_particle"),
    t("sentence ja person", "{c1}を創業した後、{s}は{o1}に移り、{role}として働いた。",
      "c1=founded o1=works_at", "relative past ja_coord"),
    t("sentence ja person", "{S}は{m1}に出席し、競合にあたる{c1}の最近の動向について報告した。",
      "m1=attended", "attendance distractor ja_coord"),
    t("sentence ja person", "{S}は体調不良のため{m1}を欠席した。",
      "m1=!attended", "attendance negation"),
    t("sentence ja person",
      "{S}が新卒で⟦入社⟧したのは、{city}に本社を置き、全国の中小製造業に向けて在庫管理と受発注、請求書の発行までをひとつにまとめたクラウドサービスを提供している{c1}だった。",
      "c1=works_at", "long_distance ja_particle"),
    t("sentence ja person",
      "{c1}（{year}年設立。{city}を拠点に、飲食店向けの受発注システムとキャッシュレス決済端末を組み合わせたサービスを全国で展開）では、{s}は{year2}年まで⟦営業本部長⟧を務めていた。",
      "c1=works_at", "long_distance past apposition"),
    t("sentence ja person",
      "{S}は⟦社外取締役⟧として、かつて自らも身を置いた物流業界の人手不足という課題に取り組むため、倉庫の自動化ロボットと配送ルート最適化のソフトウェアを一体で提供する{c1}の経営を支えている。",
      "c1=advises", "long_distance apposition"),

    # ---- company pages: 会社概要
    t("sentence ja company", "{S}は{year}年、{p1}と{p2}によって{city}で設立された。",
      "p1=founded p2=founded", "passive ja_company ja_list"),
    t("sentence ja company", "{p1}が{year}年に設立した{S}は、現在{n}名の従業員を抱える。",
      "p1=founded", "relative ja_company"),
    t("sentence ja company", "{S}は{o1}が主導したシリーズAで資金を調達し、既存株主の{c1}も追加出資した。",
      "o1=<invested_in c1=<invested_in", "ja_company company_invest ja_coord"),
    t("sentence ja company", "代表取締役は{p1}、取締役CTOは{p2}が務めている。",
      "p1=works_at p2=works_at", "apposition ja_company"),
    t("sentence ja company", "{S}は{year}年に{c1}に出資し、同社と物流分野での協業を進めている。",
      "c1=>invested_in", "company_invest ja_particle ja_coord"),
    t("sentence ja company", "{o1}は{S}への出資を一時検討したが、最終的には見送った。",
      "o1=!<invested_in", "negation ja_company"),
    t("sentence ja company", "{S}の主要取引先には{c1}や{c2}があり、{year}年には{o1}から出資を受けた。",
      "o1=<invested_in", "distractor ja_company ja_list"),
    t("sentence ja company", "{p1}は{S}の創業者で、{p1}自身も{year}年まで代表取締役を務めた。",
      "p1=founded,works_at", "repeat_diff ja_company past"),
    t("sentence ja company",
      "{p1}は、{c1}で十年以上にわたり決済システムの設計と運用に携わり、その後{city}の大学院で機械学習を学び直した人物で、{year}年に{S}を⟦設立⟧した。",
      "p1=founded", "long_distance ja_company distractor"),

    # ---- fund pages: ファンド紹介
    t("sentence ja fund", "{S}はこれまでに{c1}、{c2}、{c3}などのシード期スタートアップに投資してきた。",
      "c1=>invested_in c2=>invested_in c3=>invested_in", "ja_list ja_particle"),
    t("sentence ja fund", "{S}は{p1}が{year}年に立ち上げた独立系ベンチャーキャピタルで、現在は{p2}がパートナーを務める。",
      "p1=founded p2=works_at", "relative ja_coord apposition"),
    t("sentence ja fund",
      "{S}の⟦投資先⟧の中でも最大の成功例として語られることが多いのが、{year}年に{city}で創業され、わずか数年で国内の法人向け経費精算サービス市場の首位に立った{c1}である。",
      "c1=>invested_in", "long_distance"),

    # ---- org pages (company or fund)
    t("sentence ja org", "{p1}は{year}年に{S}に参画し、現在は執行役員として経営企画を統括している。",
      "p1=works_at", "ja_particle apposition ja_coord"),

    # ---- meeting pages: 議事録
    t("sentence ja meeting", "出席：{p1}・{p2}・{p3}（敬称略）",
      "p1=attended p2=attended p3=attended", "attendance ja_list"),
    t("sentence ja meeting", "{p1}は所用により欠席し、代理として{p2}が出席した。",
      "p1=!attended p2=attended", "attendance negation ja_coord"),
    t("sentence ja meeting", "{c1}の件については、担当の{p1}が同席して補足説明を行った。",
      "p1=attended", "attendance distractor ja_coord"),
    t("sentence ja meeting", "議題に挙がった会社は{c1}と{c2}で、いずれも次回までに追加資料を求めることとなった。",
      "", "ja_list"),

    # ---- bullets
    t("bullet ja person", "- {c1}（共同創業者、{year}年〜）", "c1=founded", "apposition"),
    t("bullet ja person", "- {o1}：社外取締役", "o1=advises", "apposition"),
    t("bullet ja person", "- {c1}にエンジェル出資（シードラウンド）", "c1=invested_in", "ja_particle"),
    t("bullet ja person", "- 元{o1} 執行役員（{year}〜{year2}年）", "o1=works_at", "past apposition"),
    t("bullet ja company", "- {p1}（代表取締役CEO）", "p1=works_at", "apposition ja_company"),
    t("bullet ja meeting", "- {p1}（オンライン参加）", "p1=attended", "attendance"),
    t("bullet ja person", "- {c1}：出資を検討中", "c1=!invested_in", "hedge"),

    # ---- tables
    t("table ja person", "| {c1} | 創業者・代表取締役 |", "c1=founded,works_at", "apposition"),
    t("table ja person", "| {o1} | 元社員（{year}年退職） |", "o1=works_at", "past"),
    t("table ja person", "| {c1} | エンジェル投資 |", "c1=invested_in", ""),
    t("table ja company", "| {p1} | 共同創業者・CTO |", "p1=founded,works_at", "ja_company apposition"),
    t("table ja company", "| {o1} | 筆頭株主 |", "o1=<invested_in", "ja_company company_invest"),
    t("table ja org", "| {c1} | 投資先 |", "c1=>invested_in", "company_invest"),

    # ---- timelines (text after "- 2019-04-01: ")
    t("timeline ja person", "{c1}に入社", "c1=works_at", "ja_particle"),
    t("timeline ja person", "{c1}を設立し、代表取締役に就任", "c1=founded,works_at", "ja_coord"),
    t("timeline ja person", "{c1}を離れ、{o1}の事業開発責任者に就任", "c1=works_at o1=works_at", "past ja_coord"),
    t("timeline ja company", "{o1}をリード投資家とするシリーズAラウンドで資金調達を実施", "o1=<invested_in", "ja_company"),
    t("timeline ja org", "{c1}のシリーズBに追加出資", "c1=>invested_in", "ja_particle"),

    # ---- mixed (English ‖ Japanese)
    t("mixed mixed person", "{S} is a partner at {f1}. ‖ 個人としても{c1}に出資している。",
      "f1=works_at c1=invested_in", "apposition coord"),
    t("mixed mixed person", "Previously at {o1}. ‖ 現在は{c1}の代表取締役を務める。",
      "o1=works_at c1=works_at", "past"),
    t("mixed mixed person", "{S} sits on the board of {c1} as an independent director. ‖ {c2}の顧問も務めている。",
      "c1=advises c2=advises", "ja_particle"),
    t("mixed mixed person", "{S} co-founded {c1} with {p1}. ‖ 同社ではCTOとして開発を率いた。",
      "c1=founded,works_at", "cofounder past"),
    t("mixed mixed person", "{S} was rumoured to be joining {c1}. ‖ 本人は{o1}に残ると話している。",
      "c1=!works_at o1=works_at", "hedge"),
    t("mixed mixed company", "{S} was founded in {year} by {p1}. ‖ シードラウンドでは{o1}がリード投資家を務めた。",
      "p1=founded o1=<invested_in", "passive ja_company"),
    t("mixed mixed company", "Key customers include {c1}. ‖ 同社の顧問は{p1}が務める。",
      "p1=advises", "distractor ja_company"),
    t("mixed mixed company", "{S}は{c1}から出資を受けていない。‖ Its only outside investor is {o1}.",
      "c1=!<invested_in o1=<invested_in", "negation ja_company"),
]
