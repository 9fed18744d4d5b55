"""The held-out third of the prose corpus's templates (prose.py holds the dev two thirds and the rules of gold).

Scores on these are reported apart from dev. Never print a sentence made from them as a failure example, never
tune the link engine on them: bench_prose.failures() lists dev failures only.
"""

from __future__ import annotations

from prose import Template, t

TEMPLATES: list[Template] = [
    # ---- person pages, English
    t("sentence en person", "{S} runs sales at {o1} and has quietly invested in {c1}.", "o1=works_at c1=invested_in",
      "coord"),
    t("sentence en person", "{S} started {c1} in {year}, and these days {s} mentors the founders of {c2} as a paid "
      "advisor.", "c1=founded c2=advises", "coord distractor"),
    t("sentence en person", "{S} is an advisor to {o1}, {o2}, {o3} and {o4}.",
      "o1=advises o2=advises o3=advises o4=advises", "list"),
    t("sentence en person", "{S} has put money into {c1}, {c2}, and {c3} over the past decade.",
      "c1=invested_in c2=invested_in c3=invested_in", "list"),
    t("sentence en person", "{S} worked at {o1} until {year} and has advised {o1} ever since.", "o1=works_at,advises",
      "repeat_diff past"),
    t("sentence en person", "{S} first backed {c1} in {year}, then backed {c1} again when it raised its Series B.",
      "c1=invested_in", "repeat_same"),
    t("sentence en person", "{S} moved to {o1}, where {s} is head of research, and sold {poss} old startup {c1} to "
      "{c2}.", "o1=works_at c1=founded", "relative distractor past"),
    t("sentence en person", "{o1}'s chief executive, {Name}, is also an early backer of {c2}.",
      "o1=works_at c2=invested_in", "apposition coord"),
    t("sentence en person", "{Name}, chief technology officer at {o1}, spends Fridays mentoring the team at {o2} as "
      "an advisor.", "o1=works_at o2=advises", "apposition"),
    t("sentence en person", "{S} has never invested in {c1}, although {s} advises {o1} closely.",
      "c1=!invested_in o1=advises", "negation"),
    t("sentence en person", "{S} is said to be joining {o1} as an advisor, and {s} might invest in {c1} too.",
      "o1=!advises c1=!invested_in", "hedge"),
    t("sentence en person", "{S} ⟦co-founded⟧, together with a group of former colleagues from a large telecom "
      "operator and a professor of chemistry, {c1}.", "c1=founded", "long_distance"),
    t("sentence en person", "{S} invested in {c1} and recently wrote a long critique of {c2}.", "c1=invested_in",
      "distractor"),
    t("sentence en person", "{S} and {p1} co-founded {c1} together in {year}.", "c1=founded", "cofounder"),
    t("sentence en person", "{S} previously worked at {o1} and {o2} before joining {o3}.",
      "o1=works_at o2=works_at o3=works_at", "past"),
    t("sentence en person", "{S} was at {m1}, where {s} argued against the deal with {c1}.", "m1=attended",
      "attendance relative distractor"),
    t("sentence en person", "{S} is a general partner at {f1} and personally advises {o1}.",
      "f1=works_at o1=advises", "coord"),
    # ---- company pages, English
    t("sentence en company", "{S} is backed by {p1} and was founded by {p2} and {p3}.",
      "p1=invested_in p2=founded p3=founded", "passive coord"),
    t("sentence en company", "{S} is funded by {f1} and advised by {p1}, and it competes with {c1}.",
      "f1=invested_in p1=advises", "passive distractor"),
    t("sentence en company", "{p1} invested in the seed round, and {p1} came back to lead the Series A.",
      "p1=invested_in", "repeat_same"),
    t("sentence en company", "{c1} took a minority stake in the company in {year}, and the company in turn invested "
      "in {c2}.", "c1=<invested_in c2=>invested_in", "company_invest"),
    t("sentence en company", "{f1} has not invested in the company; {p1} heads its design team.",
      "f1=!invested_in p1=works_at", "negation apposition"),
    t("sentence en company", "{p1}, whose career ran through payment systems at two banks in {city} and a long "
      "research post in Frankfurt, ⟦is the company's CTO⟧.", "p1=works_at", "long_distance"),
    # ---- fund pages, English
    t("sentence en fund", "The fund is advised by {p1} and counts {c1} among its best-performing holdings.",
      "p1=advises c1=invested_in", "passive coord"),
    t("sentence en fund", "{S} may invest in {c1}'s next round, according to {p1}.", "c1=!invested_in",
      "hedge distractor"),
    # ---- meeting pages, English
    t("sentence en meeting", "{p1} could not make it, so {p2} covered the update on {c1}.",
      "p1=!attended p2=attended", "negation attendance distractor"),
    t("sentence en meeting", "{p1} may drop in next time; this time only {p2} and {p3} were present.",
      "p1=!attended p2=attended p3=attended", "hedge attendance"),
    t("sentence en meeting", "Present: {p1}, {p2}, {p3} and {p4}.", "p1=attended p2=attended p3=attended p4=attended",
      "list attendance"),
    # ---- person pages, Japanese
    t("sentence ja person", "{S}は{o1}に在籍するかたわら、{c1}と{c2}に出資している。",
      "o1=works_at c1=invested_in c2=invested_in", "ja_particle ja_coord"),
    t("sentence ja person", "{S}は{c1}、{c2}、{c3}の三社に投資している。",
      "c1=invested_in c2=invested_in c3=invested_in", "ja_list"),
    t("sentence ja person", "{S}は{o1}で{role}として働いたあと、{o2}に転職した。", "o1=works_at o2=works_at",
      "past ja_coord ja_particle"),
    t("sentence ja person", "{S}は{f1}のパートナーとして、{c1}の社外取締役も兼任している。", "f1=works_at c1=advises",
      "apposition"),
    t("sentence ja person", "{S}は{c1}には出資しておらず、出資先は{c2}だけだ。", "c1=!invested_in c2=invested_in",
      "negation ja_coord"),
    t("sentence ja person", "{S}は{c1}に出資する予定だと報じられたが、本人は否定している。", "c1=!invested_in",
      "hedge"),
    t("sentence ja person", "{S}は{year}年まで{o1}に在籍し、その後{c1}を設立した。", "o1=works_at c1=founded",
      "past ja_coord ja_particle"),
    t("sentence ja person", "{S}は大学時代の友人である{p1}と{c1}を共同創業した。", "c1=founded", "cofounder"),
    t("sentence ja person", "{S}が勤める{o1}は、{c1}と競合関係にある。", "o1=works_at", "relative distractor"),
    t("sentence ja person", "{o1}には、大学を卒業してから外資系の証券会社で五年、さらにスタートアップ二社で合わせて"
      "四年ほど経験を積んだのち、{year}年の春から⟦正社員として勤務している⟧。", "o1=works_at", "long_distance"),
    t("sentence ja person", "{S}は{c1}の顧問を務め、{year}年からは{c1}に出資もしている。", "c1=advises,invested_in",
      "repeat_diff ja_coord"),
    t("sentence ja person", "{S}は{m1}と{m2}に参加した。", "m1=attended m2=attended", "attendance ja_particle"),
    t("sentence ja person", "{S}は{o1}の代表を務めるかたわら、{o2}の顧問になるとのうわさもある。",
      "o1=works_at o2=!advises", "hedge apposition ja_coord"),
    # ---- company and fund pages, Japanese
    t("sentence ja company", "{c1}は同社の株主の一社であり、{p1}も個人株主に名を連ねる。",
      "c1=<invested_in p1=invested_in", "company_invest ja_company"),
    t("sentence ja company", "{c1}が同社に出資するかもしれないと報じられている。", "c1=!<invested_in",
      "hedge ja_company"),
    t("sentence ja company", "同社は{p1}によって創業され、{f1}から出資を受けている。", "p1=founded f1=invested_in",
      "ja_company ja_coord passive"),
    t("sentence ja org", "{S}の代表取締役は{p1}で、{p2}が顧問を務めている。", "p1=works_at p2=advises",
      "apposition ja_company"),
    t("sentence ja fund", "{S}は{c1}への出資を検討しているが、{c2}にはすでに出資済みだ。",
      "c1=!invested_in c2=invested_in", "hedge ja_coord"),
    # ---- meeting pages, Japanese
    t("sentence ja meeting", "{p1}が司会を務め、{p2}は出張のため参加できなかった。", "p1=attended p2=!attended",
      "negation attendance ja_coord"),
    t("sentence ja meeting", "{c1}との提携について{p1}と{p2}が議論した。", "p1=attended p2=attended",
      "distractor attendance"),
    # ---- bullets
    t("bullet en person", "- Seed investor, {c1}", "c1=invested_in", "apposition"),
    t("bullet en person", "- Previously {role} at {o1}", "o1=works_at", "past apposition"),
    t("bullet en person", "- Rumoured advisor to {o1}", "o1=!advises", "hedge"),
    t("bullet en company", "- Backed by {f1} and {p1}", "f1=invested_in p1=invested_in", "passive"),
    t("bullet en company", "- Co-founder and CTO: {p1}", "p1=founded,works_at", "repeat_diff"),
    t("bullet ja person", "- {o1} 元社員", "o1=works_at", "past"),
    t("bullet ja meeting", "- {p1}（欠席）", "p1=!attended", "negation attendance"),
    # ---- table rows
    t("table en person", "| {o1} | former employee |", "o1=works_at", "past"),
    t("table en person", "| {c1} | founder and investor |", "c1=founded,invested_in", "repeat_diff"),
    t("table en company", "| {p1} | advisor |", "p1=advises"),
    t("table ja person", "| {o1} | 創業 |", "o1=founded"),
    t("table ja meeting", "| {p1} | 欠席 |", "p1=!attended", "negation attendance"),
    # ---- timeline rows
    t("timeline en person", "Started advising {o1} and {o2}.", "o1=advises o2=advises"),
    t("timeline en person", "Led the seed round of {c1}.", "c1=invested_in"),
    t("timeline en person", "Left {o1} to found {c1}.", "o1=works_at c1=founded", "past coord"),
    t("timeline en company", "Acquired a stake in {c1}.", "c1=>invested_in", "company_invest"),
    t("timeline ja person", "{o1}の顧問に就任。", "o1=advises", "ja_particle"),
    t("timeline ja person", "{o1}を退職。", "o1=works_at", "past"),
    # ---- mixed lines
    t("mixed mixed person", "{S}は{o1}を退職した。‖{S} now advises {o2} and {o3}.",
      "o1=works_at o2=advises o3=advises", "past"),
    t("mixed mixed meeting", "参加者は{p1}と{p2}。‖{p3} could not make it.", "p1=attended p2=attended p3=!attended",
      "negation attendance"),
    # ---- round 2 (added 2026-12-03)
    t("sentence en person", "{S} co-founded {c1} in {year} and, now that it has a full management team, acts as an "
      "informal advisor to {c1}.", "c1=founded,advises", "repeat_diff"),
    t("sentence en person", "{S} runs the growth portfolio at {f1}, a fund {s} helped set up in {year} after eleven "
      "years at {o1}.", "f1=works_at,founded o1=works_at", "relative repeat_diff past"),
    t("sentence en person", "{Name}, who heads partnerships at {o1}, is believed to be among the angels in {c1}'s "
      "latest round, though {s} has never confirmed it.", "o1=works_at c1=!invested_in", "hedge relative"),
    t("sentence en person", "Since {year}, {s} has been ⟦advising⟧ a company that hardly anyone outside the freight "
      "business had heard of until last winter's rail strikes: {c1}.", "c1=advises", "long_distance"),
    t("sentence en person", "{S} sat in on {m1} as an observer for {f1}, where {s} is a principal.",
      "m1=attended f1=works_at", "attendance relative apposition"),
    t("sentence en company", "{S} is advised by {p1}, who also holds a small stake in it.", "p1=advises,invested_in",
      "passive relative repeat_diff"),
    t("sentence en company", "{S} has been run since {year} by {p1}, a former partner at {f1}, which is said to be "
      "weighing a stake in the company.", "p1=works_at f1=!invested_in", "passive distractor hedge"),
    t("sentence en meeting", "{p1} joined from the {city} office for the first half hour, and {p2}, who advises {c1}, "
      "chaired the discussion.", "p1=attended p2=attended", "attendance relative distractor"),
    t("sentence ja person", "{S}は{c1}の営業部門を立ち上げた社員の一人で、のちに{c1}のシリーズBにも個人で出資した。",
      "c1=works_at,invested_in", "repeat_diff relative ja_coord"),
    t("sentence ja person", "{S}は{c1}のCFOに就任するのではないかと噂されているが、現在も{o1}に籍を置いている。",
      "c1=!works_at o1=works_at", "hedge ja_coord"),
    t("sentence ja person", "{S}は{m1}に出席して{c1}との提携案を説明したが、{m2}は体調不良のため欠席した。",
      "m1=attended m2=!attended", "attendance distractor negation ja_coord"),
    t("sentence ja company", "同社は{year}年に{p1}が中心となって設立され、その後{c1}の資本参加を受けた。",
      "p1=founded c1=<invested_in", "ja_company passive company_invest ja_coord"),
    t("sentence ja company", "同社を{year}年に⟦立ち上げた⟧のは、大手総合商社で十年以上にわたり東南アジア各国の"
      "物流網づくりに携わり、現地に設立した合弁会社の経営再建にも深く関わった経験を持つ{p1}だ。", "p1=founded",
      "long_distance ja_company relative"),
    t("sentence ja meeting", "{p1}は移動中のため電話で途中から加わり、{p2}からは{c1}との契約交渉の状況について"
      "説明があった。",
      "p1=attended p2=attended", "attendance distractor ja_coord"),
    t("bullet en person", "- {c1}: first sales hire, later an angel investor", "c1=works_at,invested_in",
      "repeat_diff past"),
    t("bullet ja company", "- 社外取締役：{p1}", "p1=advises", "apposition ja_company"),
    t("table en company", "| {p1} | co-founder, former CEO |", "p1=founded,works_at", "repeat_diff past apposition"),
    t("table ja person", "| {o1} | 社外取締役（{year}年まで） |", "o1=advises", "past apposition"),
    t("timeline ja company", "{p1}が代表取締役に就任。", "p1=works_at", "apposition ja_company"),
    t("mixed mixed person", "{S} has been with {o1} since {year}.‖{c1}の社外取締役も務めているが、{c2}への出資は"
      "見送った。",
      "o1=works_at c1=advises c2=!invested_in", "apposition negation"),
    t("sentence en person", "In {year} {s} was brought in by {f1} as interim CFO of {c1}, a startup the fund had "
      "backed since its seed round.", "c1=works_at", "passive relative distractor apposition past"),
    t("sentence en person", "{S} ⟦was recruited⟧ in {year}, largely on the strength of a side project that had gone "
      "unexpectedly viral among warehouse managers, by {o1}.", "o1=works_at", "long_distance passive"),
    t("sentence en company", "Backed from day one by {f1}, {s} was set up by {p1}, a former operations lead at {c1}.",
      "f1=invested_in p1=founded", "passive apposition distractor"),
    t("sentence en company", "{p1}, who had sat on the company's advisory board since {year}, left {c1} in {year2} "
      "to become the company's chief executive.", "p1=advises,works_at", "relative repeat_diff past distractor"),
    t("sentence en meeting", "{p1} was on the invite but never turned up, and {p2} spent most of the hour pressing "
      "{p3} on the churn figures from {c1}.", "p1=!attended p2=attended p3=attended",
      "negation attendance distractor"),
    t("sentence ja person", "{S}は{c1}と、前職のコンサルティング会社で同社の中期経営計画づくりを手伝ったのをきっかけに"
      "縁ができ、その後も資金調達や採用のたびに相談に乗ってきたが、{year}年からは正式に同社の⟦顧問を務めている⟧。",
      "c1=advises", "long_distance ja_coord"),
    t("sentence ja person", "{S}は自ら創業した{c1}のシリーズAにも個人として出資した。", "c1=founded,invested_in",
      "relative repeat_diff"),
    t("sentence ja person", "{S}は{c1}を立ち上げた{p1}と学生時代から親しく、{c1}に出資するのではないかとも言われて"
      "いるが、正式な発表はない。", "c1=!invested_in", "hedge relative distractor ja_coord"),
    t("sentence ja meeting", "{p1}は{c1}の代表として出席し、{p2}も前回に続いてオブザーバーとして同席した。",
      "p1=attended p2=attended", "attendance distractor ja_coord"),
    t("bullet en company", "- Reportedly in talks with {f1} about a Series B", "f1=!invested_in", "hedge"),
]
