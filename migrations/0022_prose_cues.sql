-- depends: 0021_structure_cues
-- Link typing cues found missing on a second round of the prose benchmark's development templates (issue 18,
-- tests/benchmarks/prose.py, round 2): a noun of backers with its company named before the list ("Early backers of
-- Acme include [[people/a]]"), being in the room for a meeting, writing code at a company, and the company a
-- person joined another one from.

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('invested_in', 'en', $r$\m(investors?|backers?|shareholders?|funders?|lps?) (of|in|behind) [^;:]{1,60}?\m(include|included|includes|are|were|count|counts|counted)\M[^;]*$$r$,
     'before_mention', '{company}', null, 'in', 90, true, 'Early backers of Acme include [[people/a]] and [[funds/f]]'),
    ('attended', 'en', $r$\m(in the room|on the call|on the line|at the table|in the audience|dial?led in|sat in|was there|were there)\M( (for|at|on|during|to))?\s*$$r$,
     'before_mention', '{person}', 'meetings/', 'out', 75, true, 'he was in the room for [[meetings/m]]'),
    ('works_at', 'en', $r$\m(writing|wrote|writes|shipping|shipped|ships) (code|software)( [a-z-]+){0,2} (at|for)\s*$|\m(coding|programming) (at|for)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'she was still writing code at [[companies/acme]]'),
    ('works_at', 'en', $r$\m(joined|joins|joining|came|comes|moved|moves|switched|defected|was hired|was recruited|was poached|hired away|recruited|poached)\M[^;.]{0,60}\mfrom\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'she joined Acme in 2009 from [[companies/b]] (where she worked before)');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- a wh-cleft on the organisation: "[[acme]] is where, after years of freelance work, she finally settled"
    ('works_at', 'en', $r$^\W{0,3}(is|was|has been|had been|became|remains|remained) (where|the (company|firm|place|startup|employer|organi[sz]ation) (where|that))\M[^;]*\m(she|he|they|i|we) ([a-z]+ly |then |later |also )*(settled|works|worked|working|landed|joined|ended up|spent|stayed|serves|served|(started|began|built|spent) (her|his|their|my) career)\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/acme]] is where she finally settled as a staff engineer');

comment on column brain.link_candidates.clause is 'The text that governs this occurrence: its clause (coordinated clauses, lists kept together, relative clauses apart) or an attachment that follows it (", which she co-founded"), as pgbrain.markdown.clauses finds them; the typing rules (brain.link_rules, scopes context / before_mention / after_mention) read it. On a person page the page''s own name is written as a pronoun of the same length ("the startup Ben founded" reads "the startup She founded": the page is the subject, as a pronoun would say; the context keeps the name). Null: typed from the sentence of context.';

-- Cues found missing on a tenth round of fresh hand-written cases (English, Japanese, notes; tests/sql/data, r10)
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- Japanese: an occupation noun after the organisation, by its ending (者 士 員 長 担当 ...), as the predicate or a
    -- title: 「[[a]]の編集者。」「[[a]]の総務担当。」「[[a]]の元専務。」「[[a]]取締役CTO。」 (creators, investors and
    -- advisers have rules of their own that rank higher; users, readers and customers are no staff)
    ('works_at', 'ja', $r$^\s*の?\s*(元|前|現)?[^。！？、\s⟦⟧]{0,12}?((?<!(利用|愛用|購読|視聴|購入|契約|支援|出資|創業|設立|読|使用|後援|協賛))者|士|(?<!(会|株|組合|議))員|長|担当|取締役|専務|常務|ディレクター|マネージャー|マネジャー|エンジニア|デザイナー|プリンシパル|アソシエイト|アナリスト|リード|オフィサー|プロデューサー|コンサルタント|フェロー|プランナー|リサーチャー|CTO|CEO|COO|CFO|CMO|CPO)\s*(。|$|で(?!は)|である|だ|を務め|として|に就|就任)$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/a]]の編集者。; [[companies/a]]の総務担当。; [[companies/a]]取締役CTO。'),
    -- 「[[a]]を経て」: a career step before the next one
    ('works_at', 'ja', $r$^(?![^。！？、]{0,12}(出資|買収|提携|合併|統合|投資))[^。！？、]{0,12}を経て$r$, 'after_mention', '{person}', null,
     'out', 70, true, '外資系コンサルの[[companies/a]]を経て、2017年に入社'),
    -- 「[[a]]を2018年に退職」「[[a]]を定年退職後」: leaving, with a date or a kind of leaving between
    ('works_at', 'ja', $r$^[^。！？]{0,4}を[^。！？、]{0,10}(退職|退社|退任|定年|辞め|辞職|離れ)$r$, 'after_mention', '{person}', null,
     'out', 70, true, '[[companies/a]]を2018年に退職'),
    -- 「[[a]]に転じた」「[[a]]へ移り」: moving to a new employer
    ('works_at', 'ja', $r$^[^。！？]{0,4}(に|へ)(転じ|移り|移っ|移る|移籍|籍を移|転籍|引き抜かれ|招かれ|迎えられ)$r$, 'after_mention', '{person}',
     null, 'out', 70, true, '2015年に[[companies/a]]へ移り'),
    -- 「学生時代に起業した[[a]]」
    ('founded', 'ja', $r$^(?![^。！？]*⟦⟧が)[^。！？]*(起業|創業|設立|創立|立ち上げ|旗揚げ)(した|し|していた|する)\s*$$r$, 'before_mention', '{person}', null, 'out', 100,
     true, '学生時代に起業した[[companies/a]]を売却し'),
    -- English: interning, a stint in a team of, a team of, being hired away by, "At [[a]] she is CTO"
    ('works_at', 'en', $r$\m(interned|interning|interns|intern|apprenticed|clerked|temped|trained|moonlighted|freelanced)\M( [a-z-]+){0,2} (at|with|for|in)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'she interned at [[companies/a]]'),
    ('works_at', 'en', $r$\m(stints?|spells?|tenure|career|years?|months?)\M[^;.]{0,40}\m(team|department|division|group|unit|office|staff|practice|desk|lab)s? (of|at)\s*$|\m(on|in|joined) (the|its|their|a) ([a-z-]+ ){0,3}(team|department|division|staff|faculty|payroll)s? (of|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'a four-year stint in the finance team of [[companies/a]]'),
    ('works_at', 'en', $r$\m(was|were|been|got|being|is) (poached|hired|recruited|headhunted|hired away|lured away|brought in|brought on|snapped up)( [a-z-]+){0,3} by\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'he was poached by [[companies/a]] from [[companies/b]]'),
    ('works_at', 'en', $r$^\W{0,3}(at|with|inside) ⟦⟧\s*,?\s*(she|he|they|i|we)('s|’s| is| was| has been| serves as| works as| works| worked)\M$r$,
     'context', '{person}', null, 'out', 70, true, 'At [[companies/a]] he is creative director.'),
    -- English hedge: in talks to advise, in discussions about joining
    ('mentions', 'en', $r$\m(in|into|entered|opened|began|started|holding|held) (early |preliminary |advanced |informal |exploratory )?(talks|discussions|negotiations|conversations)\M[^;.]{0,40}$$r$,
     'before_mention', null, null, 'out', 1000, true, 'she is in discussions to advise [[companies/a]]'),
    -- a company page: "counts [[people/a]], ..., among its advisers"
    ('advises', 'en', $r$^[^;.]{0,80}\mamong (its|our|their|the [a-z'’ -]{1,30}) ([a-z-]+ ){0,2}(advis[eo]rs|mentors|board members|directors)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, 'Acme counts [[people/a]] among its advisers'),
    ('works_at', 'en', $r$\m(managed|run|headed|helmed|overseen|led|steered)( day[- ]to[- ]day| daily| now| today| currently)? by\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, 'The fund is managed day to day by [[people/a]]'),
    -- a title and a colon before a person on an organisation's page ("GP: [[people/a]] · Principal: [[people/b]]")
    ('works_at', 'en', $r$\m(ceo|cto|coo|cfo|cmo|cpo|president|gp|gps|general partners?|managing partners?|partners?|principals?|associates?|analysts?|vp|head of [a-z]+|directors?|chair)\s*:\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, 'GP: [[people/a]] · Principal: [[people/b]]'),
    -- a company's or fund's list item with the round ("[[funds/f]] (seed lead)", "[[companies/a]] — pre-seed, 2021")
    ('invested_in', 'en', $r$^\s*[(—–,-]\s*(the |a |an )?(pre-seed|seed|series [a-h]|angel|bridge|growth|lead|led|co-led|follow-on|strategic|convertible|safe|round)\M$r$,
     'after_mention', '{company}', null, 'in', 90, true, '- [[funds/f]] (seed lead) on a company page'),
    ('invested_in', 'en', $r$^\s*[(—–,-]\s*(the |a |an )?(pre-seed|seed|series [a-h]|bridge|growth|follow-on|convertible|safe)\M$r$,
     'after_mention', '{fund}', 'companies/', 'out', 90, true, '- [[companies/a]] (seed, 2021) on a fund page'),
    -- ... and the ones it passed on ("[[funds/f]] — too early", "[[people/a]] — angel, passed in 2022")
    ('mentions', 'en', $r$^[^;.]{0,30}\m(passed|too early|declined|no deal|didn'?t invest|did not invest|not investing|turned (it|us|them) down|in diligence|under review|evaluating|watching|tracking|on the radar)\M$r$,
     'after_mention', '{company,fund}', null, 'out', 1000, true, '[[funds/f]] — too early');

-- Japanese, round 10: a shareholders' meeting (株主総会) is no shareholding; the allottee of a new-share issue
-- (「[[f]]を引受先とする第三者割当増資」)
update brain.link_rules
   set pattern = replace(pattern, '(株主|投資家|出資者|から出資', '(株主(?!総会)|投資家|出資者|から出資')
 where builtin and link_type = 'invested_in' and language = 'ja' and scope = 'context'
   and starts_with(pattern, '(株主|投資家|出資者|から出資');
update brain.link_rules
   set pattern = replace(pattern, '(として|に|は|の一|で)', '(として|とする|とし|に|は|の一|で)')
 where builtin and link_type = 'invested_in' and language = 'ja' and scope = 'after_mention'
   and position('(引受先|引受人|割当先' in pattern) > 0 and position('(として|に|は|の一|で)' in pattern) > 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- an organisation's advisers named after 顧問には / アドバイザリーボードには
    ('advises', 'ja', $r$(顧問|アドバイザー|アドバイザリー・?ボード|社外取締役)(陣)?(には|は|に)、?[^。！？]*⟦⟧[^。！？]*(名を連ね|参加|就任|就い|務め|迎え|いる|いた|である|だ)$r$,
     'context', '{company,fund}', 'people/', 'in', 80, true, '同社の顧問には、言語学者の[[people/a]]が名を連ねる'),
    -- a title with の or a copula before a person on an organisation's page: 「代表取締役の[[people/a]]が退任し」
    -- 「常務取締役だった[[people/b]]」「同ファンドの元パートナー[[people/c]]」
    ('works_at', 'ja', $r$(代表取締役|取締役|社長|会長|副社長|専務|常務|CEO|CTO|COO|CFO|執行役員|部長|社員|従業員|(?:ゼネラル|マネージング|ベンチャー)?パートナー|プリンシパル)(社長|会長)?(の|である|であった|だった|を務める|を務めた|を務めていた)\s*$|(^|[^⟧])の(元|前)(ゼネラル|マネージング|ベンチャー)?(パートナー|プリンシパル|アソシエイト|社員|役員|従業員|エンジニア|CEO|CTO|社長)\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, '代表取締役の[[people/a]]が退任し; 同ファンドの元パートナー[[people/b]]');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- meeting someone at a meeting: 「[[meetings/m]]で[[people/a]]さんと知り合った」「[[meetings/m]]では…と再会した」
    ('attended', 'ja', $r$^\s*(で|では|にて|の会場で|の場で|の懇親会で)[^。！？]{0,30}(知り合|再会|会っ|会い|出会|話し|話を|挨拶|名刺|紹介|議論|意見|講演|ピッチ|発表|登壇|参加|出席|聞い)$r$,
     'after_mention', '{person}', 'meetings/', 'out', 75, true, '[[meetings/m]]で[[people/a]]さんと知り合った'),
    ('attended', 'en', $r$\m(went|go|goes|going|headed|made it|got|came|come|comes|dropped by|stopped by|swung by) (over |along |down |out |back )?to\s*$$r$,
     'before_mention', '{person}', 'meetings/', 'out', 75, true, 'Last week I went to [[meetings/m]]'),
    -- a portfolio heading in Japanese (「## ポートフォリオ」「投資先：」)
    ('invested_in', 'ja', $r$(ポートフォリオ|投資先|出資先|投資実績|主な投資先|支援先)[^。！？⟦]{0,10}[:：]\s*$$r$,
     'before_mention', '{person,fund}', 'companies/', 'out', 90, true, '## ポートフォリオ / - [[companies/a]]');

-- "Pieter may bring [[people/a]] next time": bringing, inviting and introducing someone later is a hedge too
update brain.link_rules
   set pattern = replace(pattern, '|become|take|work|run)|', '|become|take|work|run|bring|invite|introduce|include|add)|')
 where builtin and link_type = 'mentions' and language = 'en' and priority = 1000
   and position('|become|take|work|run)|' in pattern) > 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('works_at', 'en', $r$\mas (an? |the |its |their )?([a-z-]+ ){0,3}(trainee|apprentice|intern|fellow|resident|clerk|associate|analyst|engineer|developer|designer|manager|director|consultant|researcher|scientist|officer|executive|specialist|coordinator|assistant|lead|head of [a-z]+|vp|partner|principal|hire|employee|staffer) (at|with|for|in)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'and, earlier, as a management trainee at [[companies/a]]');

-- English, round 11: "a developer-tools company built by [[people/a]]"
update brain.link_rules
   set pattern = replace(pattern, '|set up|launched|formed|incorporated|spun out|spun off)\M[^;]*\mby\M',
                         '|set up|launched|formed|incorporated|spun out|spun off|built|bootstrapped|dreamed up)\M[^;]*\mby\M')
 where builtin and link_type = 'founded' and scope = 'before_mention'
   and position('|set up|launched|formed|incorporated|spun out|spun off)\M[^;]*\mby\M' in pattern) > 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- the founders of an organisation's page after the reference: "[[people/a]] and [[people/b]] incorporated it",
    -- "who, before setting it up in 2018", "left [[c]] to start it"
    ('founded', 'en', $r$^[^;.]{0,60}\m(incorporated|co-?founded|founded|started|launched|built|created|established|formed|bootstrapped|set up|spun out)\M (it|the (company|firm|startup|start-up|fund|business|venture))\M|^[^;.]{0,60}\m(setting|set|sets|starting|started|spinning|spun|standing|stood) (it|the (company|firm|fund|startup|business)) (up|out)\M|^[^;.]{0,80}\mto (start|found|launch|set up|build|create|co-found) (it|the (company|firm|fund|startup|business))\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 100, true, '[[people/a]] incorporated it in Barcelona; who, before setting it up in 2018'),
    -- "Pinecrest Robotics, which [[people/a]] started in his garage"
    ('founded', 'en', $r$\m(which|that) ⟦⟧ (co-?founded|founded|started|launched|built|set up|created|incorporated|established|bootstrapped)\M$r$,
     'context', '{company,fund}', 'people/', 'in', 100, true, 'Acme, which [[people/a]] started in his garage'),
    -- "her earlier company, [[a]]", "his first startup [[a]]"
    ('founded', 'en', $r$\m(her|his|their|my) (own |first |second |third |earlier |latest |new |next )+(company|startup|start-up|venture|business)\M\W{0,4}$$r$,
     'before_mention', '{person}', null, 'out', 100, true, 'the fund that had backed her earlier company, [[companies/a]]'),
    -- "part of the founding team of [[a]]"
    ('founded', 'en', $r$\m(founding|founders'?) (team|member|members|group|crew|trio|duo|pair)\M (of|at|behind)\s*$$r$,
     'before_mention', '{person}', null, 'out', 100, true, 'she was part of the founding team of [[companies/a]]'),
    -- "was mentored through its first year by [[people/a]]"
    ('advises', 'en', $r$\m(mentored|coached|advised|counsell?ed|guided)\M[^;.]{0,40}\mby\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 80, true, 'Acme was mentored through its first year by [[people/a]]'),
    -- "used to run enterprise sales for [[a]]"
    ('works_at', 'en', $r$\m(run|runs|ran|running|lead|leads|led|leading|head|heads|headed|heading|manage|manages|managed|managing|oversee|oversees|oversaw|overseeing)\M( [a-z-]+){1,3} (for|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'Conrad used to run enterprise sales for [[companies/a]]'),
    -- "their time together at [[a]]", "an alumna of [[a]]"
    ('works_at', 'en', $r$\m(her|his|their|my|our) (time|days|years|stint|tenure)( together)? (at|with)\s*$|\m(alum|alumna|alumnus|alumni|alumnae|veteran|ex-employee|former employee)s? of\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'since their time together at [[companies/a]]; an alumna of [[companies/a]]'),
    -- "Omar — CTO [[a]]": a title right before the organisation
    ('works_at', 'en', $r$(^|[—–:;,|·•(]\s*)(ceo|cto|coo|cfo|cmo|cpo|ciso|vp [a-z]+|head of [a-z]+|gp|general partner|managing partner|partner|principal|director of [a-z]+)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'Omar — CTO [[companies/a]]'),
    -- a fund's limited partners put money into the fund, not into a company
    ('mentions', 'en', $r$\m(limited partners?|anchor lps?|lps?)\M$r$, 'context', '{fund}', 'companies/', 'out', 95, true,
     'Its largest limited partner is [[companies/a]]'),
    -- Japanese, round 11: money raised from a fund (「[[f]]から第三者割当増資により資金調達」)
    ('invested_in', 'ja', $r$^\s*(から|より)[^。！？、]{0,24}(資金調達|資金を調達|出資を受け|投資を受け|増資)$r$,
     'after_mention', '{company}', null, 'in', 90, true, '[[funds/f]]から第三者割当増資により資金調達'),
    -- advising a company with more words between (「[[a]]などのスタートアップに助言している」「[[a]]に対し…助言を続けている」)
    ('advises', 'ja', $r$^[^。！？、]{0,20}に(対し(て)?、?)?[^。！？]{0,24}(助言|アドバイス)(し|を|している|してい|を続け|を行)$r$,
     'after_mention', '{person}', null, 'out', 80, true, '[[companies/a]]などのスタートアップに助言している'),
    -- 「新卒で入社した[[a]]で」
    ('works_at', 'ja', $r$^(?![^。！？]*⟦⟧が)[^。！？]*(入社|入行|入所|就職|転職|移籍)(した|していた|する)?\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, '新卒で入社した[[companies/a]]で法人営業を経験し'),
    -- 「投資委員会で否決された」「交渉を打ち切った」
    ('mentions', 'ja', $r$(否決|断念|打ち切|頓挫|白紙|破談|見合わせ)$r$, 'context', null, null, 'out', 1000, true,
     '投資委員会で否決された');

-- "[[companies/b]] (It took a minority stake in 2022)": with the page's own name read as "it", a stake the page took
-- is the page's investment, not the reference's
update brain.link_rules
   set pattern = replace(pattern, '^[^;]*\m(holds|owns|has|took|acquired|bought|keeps)\M',
                         '^(?![^;]*\m(it|we|the company|the firm) (holds|owns|has|took|acquired|bought|keeps)\M)[^;]*\m(holds|owns|has|took|acquired|bought|keeps)\M')
 where builtin and link_type = 'invested_in' and scope = 'after_mention' and direction = 'in'
   and starts_with(pattern, '^[^;]*\m(holds|owns|has|took|acquired|bought|keeps)\M');

-- The English negation rule's word prefilter read only "n" (brain._cue_words cannot read a word through the bracket
-- of "n['’]t"), so its regex was tried on nearly every English reference: written as two alternatives, its words
-- are n't, n’t, no, never, neither
update brain.link_rules
   set pattern = replace(pattern, $q$|n['’]t\M|$q$, $q$|n't\M|n’t\M|$q$)
 where builtin and link_type = 'mentions' and language = 'en' and position($q$|n['’]t\M|$q$ in pattern) > 0;
