# ruff: noqa: E501
"""The held-out third of the second, independent prose template set (prose_dev2.py holds its dev two thirds and
says who wrote it). Scores only: never print a sentence made from these as a failure example, never tune on them.
"""

from __future__ import annotations

from prose import Template, t

TEMPLATES: list[Template] = [
    # ---- A

    # ---- long distance (cue 60-150 characters from the link it types)
    t("sentence en person",
      "{S} ⟦led the data team⟧ (four people at first, forty by the end, spread over offices in {city}, Warsaw "
      "and Kraków) at {c1} until {year}.",
      "c1=works_at", "long_distance past"),
    t("sentence en person",
      "{c1}, the freight-booking platform that made headlines in {year} for a very public row with its own "
      "drivers, ⟦counts {Name} among its angel investors⟧.",
      "c1=invested_in", "long_distance"),
    t("sentence en person",
      "{S} ⟦has quietly backed⟧ all sorts of companies — a bakery chain, a sailing school, a few deep-tech "
      "spin-outs — and the biggest of those bets is {c1}.",
      "c1=invested_in", "long_distance list"),
    t("sentence en person",
      "It was at {o1}, in a cramped office above a shoe shop in {city} where the heating broke every winter, "
      "that {s} ⟦learned the trade as a junior analyst⟧.",
      "o1=works_at", "long_distance past"),

    # ---- relative clauses
    t("sentence en person", "{S} moved to {city} in {year} to join {o1}, where {s} built the data team from scratch.",
      "o1=works_at", "relative past"),
    t("sentence en person", "{S} advises {c1}, a climate start-up backed by {f1} and {c2}.",
      "c1=advises", "relative distractor passive company_invest"),

    # ---- one target under two relations / repeated
    t("sentence en person",
      "{S} was {c1}'s first outside hire; years after leaving, {s} came back as an angel in {c1}'s Series C.",
      "c1=works_at,invested_in", "repeat_diff past"),
    t("sentence en person",
      "{S} started {c1} in {year} and, when {c1} stumbled, returned as its interim chief executive in {year2}.",
      "c1=founded,works_at", "repeat_diff past"),
    t("sentence en person",
      "{S} backed {c1} at the seed stage and again, more heavily, when {c1} raised its Series A.",
      "c1=invested_in", "repeat_same"),

    # ---- past relations
    t("sentence en person", "{S} is a {c1} alum, having spent five years on its enterprise sales team.",
      "c1=works_at", "past"),
    t("sentence en person", "Before joining {c1} in {year}, {s} was at {o2} for the better part of a decade.",
      "c1=works_at o2=works_at", "past"),

    # ---- appositions and titles
    t("sentence en person",
      "{c1} chief executive {Name} told reporters the company would open an office in {city} next year.",
      "c1=works_at", "apposition"),

    # ---- hedges
    t("sentence en person",
      "{S} is expected to join {o1} as a partner later this year, according to two people familiar with the "
      "matter.",
      "", "hedge"),
    t("sentence en person", "{S} could end up backing {c1}, although {s} says nothing has been signed yet.",
      "", "hedge"),
    t("sentence en person", "{S} is an engineer at {c1} and is considering an investment in {c2}.",
      "c1=works_at", "hedge coord"),

    # ---- negations
    t("sentence en person",
      "{S} was not among the investors in {c1}'s seed round, but did join {c1} as its first designer a year "
      "later.",
      "c1=works_at", "negation repeat_diff"),
    t("sentence en person", "Despite the headlines, {s} did not leave {c1} for {c2}.",
      "c1=works_at", "negation distractor"),

    # ---- distractors, coordination, co-founders
    t("sentence en person", "{S} invested in {c1} after meeting its founders at a demo day hosted by {c2}.",
      "c1=invested_in", "distractor"),
    t("sentence en person", "{S} founded {c1} in {year} and {c2} in {year2}, and invests in {c3} on the side.",
      "c1=founded c2=founded c3=invested_in", "coord list"),
    t("sentence en person",
      "{S} launched {c1} alongside {p1}, who remains its chief executive, and {p2}, who left after a year.",
      "c1=founded", "cofounder relative"),

    # ---- attendance
    t("sentence en person", "{S} presented the quarterly numbers at {m1} but skipped {m2}.",
      "m1=attended", "attendance negation"),
    t("sentence en person", "{S} joined {m1} by video from {city}.",
      "m1=attended", "attendance"),

    # ---- bullets
    t("bullet en person", "- Former head of design at {c1} (left in {year})", "c1=works_at", "past apposition"),
    t("bullet en person", "- Shareholder in {c1}; in talks to invest in {c2}", "c1=invested_in", "hedge"),
    t("bullet en person", "- Chief scientist, {c1}; board advisor to {c2}",
      "c1=works_at c2=advises", "apposition coord"),

    # ---- table rows (| organisation | relation |)
    t("table en person", "| {o1} | outside director |", "o1=advises", "apposition"),
    t("table en person", "| {c1} | considering investment |", "", "hedge"),
    t("table en person", "| {f1} | partner, {year}–{year2} |", "f1=works_at", "past"),

    # ---- timeline rows (text after "- 2019-04-01: ")
    t("timeline en person", "Invested in {c1}'s seed round and took an observer seat on its board.",
      "c1=invested_in", ""),
    t("timeline en person", "Pulled out of talks to join {c1} as chief revenue officer.", "", "negation"),
    t("timeline en person", "Named chief operating officer of {c1}, two years after joining from {c2}.",
      "c1=works_at c2=works_at", "apposition past"),
    # ---- B

    # ---- company pages
    t("sentence en company", "{S} is led by {p1}, its chief executive since {year}, while {p2} runs its research lab in {city}.",
      "p1=works_at p2=works_at", "passive apposition"),
    t("sentence en company", "{S} counts {o1} among its backers and has {p1}, a former banking regulator, as an adviser.",
      "o1=<invested_in p1=advises", "coord company_invest apposition"),
    t("sentence en company", "{p1} made an angel bet on the company in {year} and has sat on its advisory board since.",
      "p1=invested_in,advises", "repeat_diff coord"),
    t("sentence en company", "{c1}, which bought into the company at the Series A in {year}, is also its largest customer.",
      "c1=<invested_in", "relative company_invest"),
    t("sentence en company", "⟦Among the company's earliest backers⟧, according to filings made public in {year} and confirmed by two people close to the deal, was {o1}.",
      "o1=<invested_in", "long_distance company_invest"),
    t("sentence en company", "{p1} previously led the company's European business and now advises it on expansion into Asia.",
      "p1=works_at,advises", "past repeat_diff"),
    t("sentence en company", "As {c1} reported in {year}, {p1} stepped down as chief executive after the company missed its revenue targets.",
      "p1=works_at", "past distractor"),
    t("sentence en company", "Seeded by {o1} in {year}, {s} is now advised by {p1}, who sold an earlier startup to {c1}.",
      "o1=<invested_in p1=advises", "passive company_invest distractor"),
    t("sentence en company", "{o1} is reportedly weighing a stake in the company, though neither side would comment.",
      "", "hedge"),
    t("sentence en company", "Neither {o1} nor {o2}, both of which were approached, took part in the Series B.",
      "", "negation list"),

    # ---- fund pages
    t("sentence en fund", "{p1}, who previously led growth investing at {f2}, joined the fund as a partner in {year}.",
      "p1=works_at", "relative past distractor"),
    t("sentence en fund", "{S} sat out the Series C at {c1}, having led the company's seed three years earlier.",
      "c1=>invested_in", "negation past company_invest"),
    t("sentence en fund", "{p1}, who spent a decade building payments companies in {city} and still writes angel cheques on the side, is one of the fund's ⟦general partners⟧.",
      "p1=works_at", "long_distance apposition"),
    t("sentence en fund", "{p1}, a venture partner, splits the week between the fund and running {c1}.",
      "p1=works_at", "apposition distractor"),

    # ---- company or fund pages
    t("sentence en org", "Its advisers include {p1}, formerly of {o1}, and {p2}.",
      "p1=advises p2=advises", "list distractor"),
    t("sentence en org", "{p1} could join the board as an independent director later this year, two people familiar with the talks said.",
      "", "hedge"),
    t("sentence en org", "{S} has had {p1} as an adviser since {year}; {p2}, approached around the same time, never signed on.",
      "p1=advises", "negation coord"),

    # ---- meeting pages
    t("sentence en meeting", "Most of the hour went on the pricing proposal from {p1}, who was not there to defend it.",
      "", "negation"),
    t("sentence en meeting", "⟦Also in the room⟧, though only after the budget item had been dealt with and the coffee had gone cold, was {p1}.",
      "p1=attended", "long_distance attendance"),
    t("sentence en meeting", "{p1} of {o1} sat in as an observer and left before the vote.",
      "p1=attended", "distractor attendance"),
    t("sentence en meeting", "{p1} opened the meeting with an update on the {c1} pilot before handing over to {p2}.",
      "p1=attended p2=attended", "coord distractor attendance"),
    t("sentence en meeting", "{p1} may sit in on the next session, {p2} told the group.",
      "p2=attended", "hedge distractor attendance"),

    # ---- bullets
    t("bullet en fund", "- {c1}: passed after the second partner meeting",
      "", "negation"),
    t("bullet en meeting", "- {p1}, joined by video from {city}",
      "p1=attended", "attendance"),
    t("bullet en org", "- {p1} — advises on regulatory matters; spent ten years as general counsel at {o1}",
      "p1=advises", "distractor"),
    t("bullet en company", "- {f1}: in discussions about leading the Series B (nothing signed)",
      "", "hedge"),

    # ---- tables
    t("table en org", "| {p1} | advisor, go-to-market |",
      "p1=advises", ""),
    t("table en company", "| {f1} | declined to lead Series A |",
      "", "negation"),
    t("table en fund", "| {p1} | venture partner (part-time) |",
      "p1=works_at", "apposition"),
    t("table en meeting", "| {p1} | chaired |",
      "p1=attended", "attendance"),
    t("table en meeting", "| {p1} | absent, travelling |",
      "", "negation attendance"),

    # ---- timelines
    t("timeline en company", "{p1} steps down as CEO and is succeeded by {p2}, previously at {c1}.",
      "p1=works_at p2=works_at", "past distractor"),
    t("timeline en company", "Strategic talks with {c1} break down; no investment is made.",
      "", "negation"),
    t("timeline en org", "Co-invests in {c1}'s Series B alongside {f1}.",
      "c1=>invested_in", "distractor company_invest"),
    # ---- C

    # ---- person pages
    t("sentence ja person", "{S}は現在、{c1}、{c2}及び{o1}のアドバイザーを務めている。",
      "c1=advises c2=advises o1=advises", "ja_list ja_particle"),
    t("sentence ja person", "{S}が{c1}の次期CEOに就任すると一部で報じられているが、同社は正式な発表をしていない。",
      "c1=!works_at", "hedge"),
    t("sentence ja person", "元{c1}代表取締役。{year}年より{c2}の社外取締役。",
      "c1=works_at c2=advises", "past apposition"),
    t("sentence ja person", "{S}が出資する{c1}は、提携先の{c2}と共同で新サービスを開発している。",
      "c1=invested_in", "relative distractor"),
    t("sentence ja person", "{S}は{c1}を顧問として支援しており、同社代表の{p1}とは大学の同級生でもある。",
      "c1=advises", "distractor ja_particle ja_coord"),
    t("sentence ja person", "{S}は{o1}で{role}として働きながら、{c1}のアドバイザーも兼任している。",
      "o1=works_at c1=advises", "ja_coord ja_particle"),
    t("sentence ja person", "{c1}、{o1}を経て、{year}年に{c2}へ転じた。現在は同社の取締役。",
      "c1=works_at o1=works_at c2=works_at", "past ja_list apposition"),
    t("sentence ja person", "{S}は{c1}の株主であると同時に、{c2}の創業者としても知られる。",
      "c1=invested_in c2=founded", "apposition ja_coord"),
    t("sentence ja person", "{S}は{c1}から取締役就任の打診を受けたが、これを辞退した。",
      "c1=!works_at", "negation"),
    t("sentence ja person", "{S}はかつて{c1}のエンジニアだったが、退職後は{c1}に個人として出資する側に回った。",
      "c1=works_at,invested_in", "repeat_diff past"),
    t("sentence ja person", "{S}は{year}年に{p1}と二人三脚で{c1}を立ち上げ、以後は同社のCOOとして管理部門を率いてきた。",
      "c1=founded,works_at", "cofounder ja_coord apposition"),
    t("sentence ja person", "{S}は{year}年に{c1}へ出資し、{year2}年のシリーズBでも{c1}に追加で資金を投じた。",
      "c1=invested_in", "repeat_same ja_particle ja_coord"),
    t("sentence ja person",
      "{c1}は{year}年に{city}で設立され、医療機関向けの予約・問診システムを主力に急成長しているスタートアップで、{s}は同社のシードラウンドで個人として⟦出資⟧した。",
      "c1=invested_in", "long_distance ja_particle"),

    # ---- company pages
    t("sentence ja company", "株主には{p1}、{o1}、{c1}などが名を連ねる。",
      "p1=invested_in o1=<invested_in c1=<invested_in", "ja_list ja_company company_invest"),
    t("sentence ja company", "{S}は、{c1}を退社して独立した{p1}の手で{year}年に立ち上げられた。",
      "p1=founded", "passive distractor ja_company"),
    t("sentence ja company", "{S}の顧問には、元{c1}社長の{p1}が就いている。",
      "p1=advises", "distractor ja_company"),
    t("sentence ja company", "{S}は現在、{c1}からの資金調達に向けて協議を進めているとみられる。",
      "c1=!<invested_in", "hedge ja_company"),
    t("sentence ja company", "代表は{p1}。{c1}の出身で、同社では新規事業開発を担当していた。",
      "p1=works_at", "distractor ja_company"),
    t("sentence ja company",
      "{p1}は、創業者がまだ前職の大手商社に勤めていた頃からの知り合いで、事業計画が数枚のスライドにすぎず試作品すら完成していない段階で{S}に個人として⟦出資⟧した最初の一人である。",
      "p1=invested_in", "long_distance ja_company"),

    # ---- fund / company pages
    t("sentence ja fund", "{S}は{c1}への出資を見送り、代わりに同じ領域の{c2}のシリーズAを主導した。",
      "c1=!>invested_in c2=>invested_in", "negation ja_coord distractor"),
    t("sentence ja company", "社外取締役は{p1}と{p2}の二名で、{p1}は{c1}の代表も兼ねる。",
      "p1=advises p2=advises", "distractor ja_company ja_list"),

    # ---- meeting pages
    t("sentence ja meeting", "議長は{p1}が務め、{c1}の{p2}がオンラインで参加した。",
      "p1=attended p2=attended", "attendance distractor ja_coord"),
    t("sentence ja meeting",
      "{p1}は、{c1}で長年にわたり海外の販売代理店網の整備を担当してきた経緯から今回の議題について意見を求められ、{city}の拠点からオンラインで⟦参加⟧した。",
      "p1=attended", "long_distance attendance distractor"),

    # ---- bullets
    t("bullet ja fund", "- {c1}（{year}年出資・シリーズA）", "c1=>invested_in", ""),
    t("bullet ja meeting", "- {p1}（欠席）", "p1=!attended", "attendance negation"),
    t("bullet ja person", "- {c1}の顧問（{year}年〜）", "c1=advises", "ja_particle"),

    # ---- tables
    t("table ja person", "| {c1} | 投資検討（未実行） |", "c1=!invested_in", "hedge"),
    t("table ja company", "| {p1} | 顧問 |", "p1=advises", "ja_company"),
    t("table ja meeting", "| {p1} | オンライン出席 |", "p1=attended", "attendance"),

    # ---- timelines
    t("timeline ja person", "{c1}の社外取締役に就任", "c1=advises", "ja_particle"),
    t("timeline ja company", "{p1}が代表取締役社長に就任", "p1=works_at", "ja_company apposition"),
    t("timeline ja person", "{m1}にオンラインで参加", "m1=attended", "attendance"),

    # ---- mixed
    t("mixed mixed person", "{S}は{o1}に勤務。‖ Outside the day job, {s} advises {c1} on pricing.",
      "o1=works_at c1=advises", "coord ja_particle"),
    t("mixed mixed person", "Angel investor in {c1} and {c2}. ‖ {c3}には出資していない。",
      "c1=invested_in c2=invested_in c3=!invested_in", "list negation"),
    t("mixed mixed company", "創業者は{p1}。‖ {S} has since invested in {c1}.",
      "p1=founded c1=>invested_in", "company_invest ja_company"),
    t("mixed mixed person", "{S} left {o1} in {year}. ‖ その後、{c1}を立ち上げた。",
      "o1=works_at c1=founded", "past"),
]
