-- depends: 0018_comments_for_the_domains
-- Typed edges per mention (issue 18): each body reference carries the text that governs it (its clause, found by
-- the parser from syntax alone, pgbrain.markdown.clauses), and the typing rules read that text instead of a fixed
-- window; negations and hedges assert nothing; the domains of brain.link_types bind the rules.

-- 1. the governing text of each stored reference (null for references stored before this version: they are typed
--    from their sentence as before until the page is parsed again, e.g. by `pgbrain extract links --from db`)
alter table brain.link_candidates
    add column clause       text check (length(clause) <= 2000),
    add column clause_start integer,
    add column clause_end   integer,
    add column cjk          boolean,
    add column clause_role  text not null default 'clause' check (clause_role in ('clause', 'bare', 'attachment', 'extended', 'foreign')),
    add constraint link_candidates_clause check (
        clause is null
        or (clause_start is not null and clause_end is not null and clause_start >= 0
            and clause_start <= clause_end and clause_end <= length(clause)));
comment on column brain.link_candidates.ord is 'Order of the reference in the page (0-based); every occurrence has its own, and a reference governed by two texts (its clause and an attachment) has one each.';
comment on column brain.link_candidates.clause is 'The text that governs this occurrence: its clause (coordinated clauses, lists kept together, relative clauses apart) or an attachment that follows it (", which she co-founded"), as pgbrain.markdown.clauses finds them; the typing rules (brain.link_rules, scopes context / before_mention / after_mention) read it. Null: typed from the sentence of context.';
comment on column brain.link_candidates.clause_start is 'Offset of the reference markup inside clause.';
comment on column brain.link_candidates.clause_end is 'Offset just after the reference markup inside clause.';
comment on column brain.link_candidates.clause_role is 'What clause is to the reference: clause (its own clause), bare (its own clause, holding nothing but references: a list item, a table cell - the only text the page-role priors of scope page type, since a clause with words says what the reference is), attachment (an apposition, relative clause or parenthesis that follows it, "[[acme]], which she co-founded": a second governing text, typed only by a cue it holds - no page-role prior - and no edge when it holds none; also a later clause that takes the reference up with "it"), extended (the reference''s clause with the interrupted start of its sentence before it, "Marco joined, after a decade of consulting, the team at [[acme]]", or a Japanese cleft''s head, 「出資を決めたのは、…その相手が[[acme]]だった」: typed only when its own clause gives no relation, and no edge when it holds no cue) or foreign (a clause whose subject is not the page: another reference before the verb, "[[people/bob]] invested in [[acme]]", or the antecedent of a relative pronoun, ", which led rounds in [[acme]]": only the page-kind rules of priority 950 and more apply, else mentions).';
comment on column brain.link_candidates.cjk is 'true when the statement of the clause is Japanese or Chinese (its CJK characters outside references carry at least a third of its letters): ja / zh rules apply to it, en rules otherwise.';

-- 2. the link engine's working row carries where the reference sits in its clause (brain._link_ref.sentence holds
--    the clause)
alter type brain._link_ref add attribute clause_start integer, add attribute clause_end integer,
                          add attribute clause_role text;
comment on type brain._link_ref is 'Internal: one reference a page makes (body wikilink, frontmatter value or cited code file), as the link engine (brain._relink_refs, brain._relink_resolve) collects and resolves it; sentence is the text that governs a body reference (its clause) clause_start / clause_end the reference inside it, clause_role what that text is to it (brain.link_candidates.clause_role).';

-- 2b. the words one of which every match of a rule holds (as for the question lexicon): the typing step tries a
--     rule's regex only on texts that hold one of them
alter table brain.link_rules add column words text[] generated always as (brain._cue_words(pattern)) stored;
comment on column brain.link_rules.words is 'Words (lower case) one of which every match of pattern holds, read from the pattern by brain._cue_words; the typing step (brain._relink_type) tries the regex only on a text holding one of them; null = always tried.';

comment on column brain.link_rules.scope is 'Text the pattern is matched against: context (the clause that governs the reference: brain.link_candidates.clause), after_mention / before_mention (the part of that clause after / before the reference itself: Japanese particle patterns and English passives anchor here), page (the whole page: role priors).';
comment on column brain.link_rules.priority is 'Higher wins among the rules that match the same governing text: negations and hedges (mentions, 1000) > page kinds (meeting attendees, image and media subjects: 950-995) > founded > invested_in > advises > works_at > page-role prior > mentions. A rule whose link type''s domain (brain.link_types from_types / to_types) does not fit the two pages is passed over for the next.';

-- 3. the shipped rules, for texts that are clauses now (a clause ends where the next relation begins, so the
--    passive and title rules may reach further than the old fixed windows; the old ones are updated in place)
update brain.link_rules set pattern = replace(pattern, '[^.;!?。]{0,80}$', '[^;]*$')
 where builtin and scope = 'before_mention' and pattern like '%[^.;!?。]{0,80}$';
update brain.link_rules set pattern = replace(pattern, '[^.;!?。]{0,40}$', '[^;]*$')
 where builtin and scope = 'before_mention' and pattern like '%[^.;!?。]{0,40}$';
update brain.link_rules set pattern = replace(replace(pattern, '^[^.;!?。]{0,40}', '^[^;]*'),
                                                    '^[^.;!?。]{0,30}', '^[^;]*')
 where builtin and scope = 'after_mention' and language = 'en';
-- "the founders of [[acme]]" are other people (one of them is the rule "is one of the founders")
update brain.link_rules set pattern = '\m(co-?)?founder of\M|\m(one|among|some) of (the |its |[a-z]+ ){0,2}(co-?)?founders\M'
 where builtin and pattern = '\m(co-?)?founders? of\M' and 'person' = any (page_types);
-- "founded by" on a person page is someone else founding something
update brain.link_rules set pattern = '(?<!(was|were|is|are|been|being|be) )\m(co-?)?founded\M(?! by)'
 where builtin and pattern = '\m(co-?)?founded\M' and 'person' = any (page_types);
-- Japanese particles may carry も / は (「[[b]]にも出資している」「[[b]]には勤めていない」)
update brain.link_rules set pattern = replace(pattern, '(に|へ)(出資|投資)', '(に|へ)(も|は)?(出資|投資)')
 where builtin and pattern = '^[^。！？]{0,8}(に|へ)(出資|投資)';
update brain.link_rules set pattern = replace(pattern, '(に|へ)(助言|アドバイス)', '(に|へ)(も|は)?(助言|アドバイス)')
 where builtin and pattern = '^[^。！？]{0,8}(に|へ)(助言|アドバイス)';
update brain.link_rules set pattern = replace(pattern, '(に|で)(所属|勤務|在籍|勤め|働い)', '(に|で)(も|は)?(所属|勤務|在籍|勤め|働(い|き|く))')
 where builtin and pattern = '^[^。！？]{0,8}(に|で)(所属|勤務|在籍|勤め|働い)';
update brain.link_rules
   set pattern = '^[^。！？]{0,8}の(社員|従業員|エンジニア|CEO|CTO|COO|CFO|CPO|代表|代表取締役|取締役|執行役員|部長|社長|副社長|会長|研究員|最高[^。！？]{1,6}責任者|ディレクター|マネージャー)'
 where builtin and pattern = '^[^。！？]{0,8}の(社員|従業員|エンジニア|CEO|CTO|COO|CFO|代表|代表取締役|取締役|執行役員|部長|社長|研究員)';

-- the page-kind rules (every person a meeting page names attended it, an image page shows what it links) make room
-- above them for negations
update brain.link_rules set priority = priority - 5
 where builtin and priority >= 990 and pattern = '^' and page_types && '{meeting,image,media}';

-- Japanese and Chinese verbs follow their object: the clause-wide fallbacks read only what follows the reference
-- (「Xが設立した[[a]]は、のちに[[b]]に買収された」 says nothing of b being founded)
update brain.link_rules set scope = 'after_mention', pattern = '^[^。！？]*' || pattern
 where builtin and language = 'ja' and scope = 'context' and page_types = '{person,fund}'
   and pattern in ('(創業|創設|創立|設立|起業)', '(出資|投資|株主)', '(顧問|アドバイザー)');
update brain.link_rules set scope = 'after_mention', pattern = '^[^。！？]*' || pattern
 where builtin and language = 'ja' and scope = 'context' and page_types = '{person}'
   and pattern = '(所属|勤務|在籍|働いて|入社|社員)';

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- negations and hedges: the clause asserts no relation, its references are plain mentions (above every cue, the
    -- meeting page's attendees included: "[[people/a]] sent apologies and did not attend")
    ('mentions', 'en', '\m(not|never|neither|nor)\M(?! only)|n[''’]t\M|\mno\M(?! longer)', 'context', null, null,
     'out', 1000, true, 'a negation asserts nothing: "she never worked at [[acme]]", "did not invest in [[b]]"'),
    ('mentions', 'en', '\m(declined|declines|refused|refuses|rejected|passed on|turned down|denied|denies|considering|contemplating|mulling|rumou?red|reportedly|allegedly|supposedly|speculated|in talks|might|absent|apologies|missed|skipped|unable to|offered|approached by|courted by|interviewed (at|with|for)|may (also |soon |eventually |later )?(invest|join|advise|back|fund|lead|found|start|become|take|work)|plans? to|planning to|hopes? to|hoping to|wants? to|intends? to|expected to|is said to|was said to)\M',
     'context', null, null, 'out', 1000, true,
     'a hedge or a refusal asserts nothing: "declined to invest in [[b]]", "is rumoured to advise [[c]]", "was offered a role at [[d]]"'),
    ('mentions', 'ja', '(ない|なかった|なく|ません|ず[、。]|ずに|一度も|欠席|見送|断っ|断り|辞退|否定|かもしれ|可能性|予定|検討|噂|うわさ|とされる|らしい)',
     'context', null, null, 'out', 1000, true,
     'a negation or hedge asserts nothing: 「[[b]]への出資はしていない」「出資を見送った」「出資するかもしれない」'),
    -- person pages: title nouns and role words next to the reference (tables, appositions, bullets)
    ('founded', 'en', '\m(co-?)?founder\M\W{0,3}$', 'before_mention', '{person}', null, 'out', 100, true,
     'Founder, [[acme]] / co-founder of [[acme]]'),
    ('founded', 'en', '^[^a-z0-9]{0,8}(as |the |a |an )*(co-?)?founders?\M', 'after_mention', '{person}', null, 'out', 100,
     true, '| [[acme]] | co-founder | (a table row), [[acme]] (founder)'),
    ('founded', 'en', '\m(set up|sets up|setting up|established|launched|started|to start|to launch|to found|to set up)\M(?! (her|his|their|my|a|the) (career|job|first job|work|role|stint|tenure|internship))', 'context', '{person}', 'companies/', 'out', 99, true,
     'she set up [[acme]] in 2019'),
    ('invested_in', 'en', '\m(investors?|backers?|shareholders?|stakes?|lp) (in|of|at)\M', 'context', '{person,fund}',
     null, 'out', 90, true, 'an early investor in [[acme]], a stake in [[b]]'),
    ('invested_in', 'en', '\m(backed|backing|funded|financed|bankrolled|co-led|seeded)\M(?! by)|\m(backs|funds|finances)\s*$', 'context', '{person,fund}',
     null, 'out', 90, true, 'she backed [[acme]] in 2019'),
    ('invested_in', 'en', '\m(invested|invests|investing|investments?|portfolio)\M', 'context', '{person,fund}',
     null, 'out', 89, true, 'her investments: [[a]], [[b]]; [[acme]] is in the portfolio'),
    ('invested_in', 'en', '^[^a-z0-9]{0,8}(as |an |a |the )*(early |angel |seed |lead |early-stage |first |minority )?(investor|backer|shareholder|lp)\M',
     'after_mention', '{person,fund}', null, 'out', 90, true, '| [[acme]] | investor |, [[acme]] (angel investor)'),
    ('invested_in', 'en', '\m(investor|backer|shareholder)s?\M[^;]{0,12}$', 'before_mention', '{person,fund}', null,
     'out', 90, true, 'Investor: [[acme]]'),
    ('advises', 'en', '\madvis(e|es|ed|ing|or|ors|er|ers|ory)\M', 'context', '{person,fund}', null, 'out', 80, true,
     'she is advising [[acme]]; an advisor at [[b]]'),
    ('advises', 'en', '\m(board (member|director|observer)|(sits|sat|serves|served|joined|seat) on the board|(joined|on) the board)\M',
     'context', '{person}', null, 'out', 81, true, 'sits on the board of [[acme]]'),
    ('advises', 'en', '^[^a-z0-9]{0,8}(as |an |a |the )*([a-z-]+ )?advis[eo]rs?\M', 'after_mention', '{person,fund}', null,
     'out', 80, true, '| [[acme]] | advisor |'),
    ('works_at', 'en', '\m(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief [a-z]+ officer|chief executive|vp|svp|evp|vice president|head|director|manager|lead|engineer|scientist|designer|researcher|analyst|employee|staff|intern|developer|architect|counsel|officer|partner|principal|associate)\M( [a-z&-]+){0,4},? (at|of|for|with)\s*$',
     'before_mention', '{person}', null, 'out', 70, true, 'Staff engineer at [[acme]], head of product for [[b]]'),
    ('works_at', 'en', '^[^a-z0-9]{0,8}(''s|’s)? ?(as |an |a |the |our |its )*([a-z-]+ ){0,2}(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief|vp|svp|evp|head|director|manager|engineer|scientist|designer|researcher|employee|staff|intern|developer|architect)\M',
     'after_mention', '{person}', null, 'out', 70, true, '[[acme]]''s chief executive; | [[acme]] | CTO |; joined [[b]] as CTO'),
    ('works_at', 'en', '\m(joined|joins|joining|hired by|employed|employee|rejoined)\M', 'context',
     '{person}', null, 'out', 69, true, 'she joined [[acme]] in 2020 (the domain keeps people and meetings out)'),
    ('works_at', 'en', '\m(leads?|led|heads?|headed|manages?|managed|runs|ran)\M', 'context', '{person}', null,
     'out', 66, true, 'she runs [[acme]]; leads engineering at [[b]]'),
    ('works_at', 'en', '\m(left|leaves|leaving|departed|quit|exited|resigned from|formerly|previously|ex-)', 'context',
     '{person}', null, 'out', 62, true, 'left [[acme]] in 2020 (a past job still counts; when it held is issue 19)'),
    ('attended', 'en', '\m(joined|attended|attends|attending|spoke at|presented at|took part in|present at|in attendance|at the)\M',
     'context', '{person}', 'meetings/', 'out', 75, true, 'she spoke at [[meetings/offsite]]'),
    -- company pages: the company is the object (direction in)
    ('founded', 'en', '\m(co-?)?founders?\M[^;]*$', 'before_mention', '{company}', 'people/', 'in', 100, true,
     'Founders: [[people/a]] and [[people/b]]'),
    ('founded', 'en', '^[^;]*\m(is|was|as|are|were) (the |a |an |one of the |its |our )?(co-?)?founders?\M',
     'after_mention', '{company}', 'people/', 'in', 100, true, '[[people/a]] is one of the founders'),
    ('founded', 'en', '^[^a-z0-9]{0,8}(co-?)?founders?\M', 'after_mention', '{company}', 'people/', 'in', 100, true,
     '| [[people/a]] | co-founder |, [[people/a]] (founder)'),
    ('founded', 'en', '^[^;]*\m(started|established|set up|created|launched)\M (the company|it)\M', 'after_mention',
     '{company}', 'people/', 'in', 100, true, '[[people/a]] started it in 2019'),
    ('invested_in', 'en', '\m(investors?|backers?|shareholders?|lps?)\M\s*(:|include|includes|are|were|is|was|such as)[^;]*$', 'before_mention',
     '{company}', null, 'in', 90, true, 'Investors: [[funds/a]], [[people/b]]'),
    ('invested_in', 'en', '\m(backed|funded|financed|bankrolled|raised [^;]* (from|with)|round (was )?(led|co-led) by|led by|participation from|money from)\M[^;]*$',
     'before_mention', '{company}', null, 'in', 90, true, 'raised a $5M seed from [[funds/a]]'),
    ('invested_in', 'en', '^[^;]*\m(invested|invests|co-led|participated|backed|funded|wrote|put money|took a stake)\M',
     'after_mention', '{company}', null, 'in', 90, true, '[[funds/a]] and [[people/b]] led the round'),
    ('invested_in', 'en', '^[^a-z0-9]{0,8}(as |an |a |the )*(early |angel |seed |lead |early-stage |first |minority )?(investor|backer|shareholder|lp)s?\M',
     'after_mention', '{company}', null, 'in', 90, true, '| [[funds/a]] | lead investor |'),
    ('advises', 'en', '\m(advis[eo]rs?|advisory board|advised by|board of advis[eo]rs)\M[^;]*$', 'before_mention',
     '{company}', 'people/', 'in', 80, true, 'Advisors: [[people/a]], [[people/b]]'),
    ('advises', 'en', '^[^;]*\m(advises|advised|advising|is an? ([a-z-]+ )?advis[eo]r|joined the advisory board|serves on the board|sits on the board)\M',
     'after_mention', '{company}', 'people/', 'in', 80, true, '[[people/a]] advises the founders'),
    ('advises', 'en', '^[^a-z0-9]{0,8}(as |an |a |the )*([a-z-]+ )?advis[eo]rs?\M', 'after_mention', '{company}', 'people/',
     'in', 80, true, '| [[people/a]] | advisor |'),
    ('works_at', 'en', '\m(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief [a-z]+ officer|chief executive|vp|head|director|manager|lead|engineers?|employees?|staff|team (members? )?(include|includes|are|is)|hired|hires|employs|employed|recruited|run by|led by|headed by|managed by)\M[^;]*$',
     'before_mention', '{company}', 'people/', 'in', 70, true, 'Its CEO is [[people/a]]; the company hired [[people/b]]'),
    ('works_at', 'en', '^[^;]*\m(is|was|serves as|served as|joined as|became|as) (the |our |its |a |an )?([a-z''’-]+ ){0,2}(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief|vp|head|director|manager|engineer|employee|developer|designer|scientist|lead)\M',
     'after_mention', '{company}', 'people/', 'in', 70, true, '[[people/a]] is our head of sales, was the company''s first CEO'),
    ('works_at', 'en', '^[^a-z0-9]{0,8}(''s|’s)? ?(as |an |a |the |our |its )*([a-z''’-]+ ){0,2}(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief|vp|head|director|manager|engineer|employee|developer|designer|scientist|lead)\M',
     'after_mention', '{company}', 'people/', 'in', 70, true, '| [[people/a]] | CTO |, [[people/a]] (CEO)'),
    ('works_at', 'en', '^[^;]*\m(works|worked|leads|led|runs|ran|joined|heads|headed|manages|managed)\M', 'after_mention',
     '{company}', 'people/', 'in', 65, true, '[[people/a]] runs engineering'),
    -- passives whose agent comes after an interruption ("was founded, according to a profile ..., by [[people/a]]")
    ('founded', 'en', '\m(co-?)?(founded|started|established|created)\M[^;]*\mby\M[^;]*$', 'before_mention',
     '{company}', 'people/', 'in', 100, true, 'the company was founded in 2017 by [[people/a]]'),
    ('invested_in', 'en', '\m(backed|funded|financed)\M[^;]*\mby\M[^;]*$', 'before_mention', '{company}', null,
     'in', 90, true, 'it is backed, since its seed, by [[funds/a]]'),
    ('advises', 'en', '\m(advised|counselled|counseled)\M[^;]*\mby\M[^;]*$', 'before_mention', '{company}',
     'people/', 'in', 80, true, 'the company is advised, on pricing, by [[people/a]]'),
    ('works_at', 'en', '\m(works?|worked|working)\M( [a-z-]+){0,3} (at|for|as)\M', 'context', '{person}', null, 'out', 70, true,
     'she works full time at [[acme]], where he works as a designer'),
    ('works_at', 'en', '\m(has|have|had) been (at|with)\M', 'context', '{person}', null, 'out', 65, true,
     'he has been at [[funds/raven]] since 2018'),
    ('works_at', 'en', '\m((general|managing|venture|operating|founding) )?partners?\M\s*(:|are|is|include|includes|were|was)[^;]*$',
     'before_mention', '{company,fund}', 'people/', 'in', 95, true, 'Its general partners are [[people/a]] and [[people/b]]'),
    ('works_at', 'ja', '(パートナー|ゼネラルパートナー)(は|には|：|:)', 'context', '{company,fund}', 'people/', 'in', 95, true,
     '同ファンドのパートナーは[[people/a]]と[[people/b]]である'),
    ('invested_in', 'en', '\m(put|puts|putting) (money|capital|cash|funds|savings)\M|\mtook a (stake|position)\M', 'context',
     '{person,fund}', null, 'out', 90, true, 'she put money into [[acme]]'),
    ('founded', 'ja', '(によって|により|が)[^。！？]{0,16}(創業|創設|創立|設立)(さ|し)|(創業|創設|創立|設立)したのは', 'context', '{company}',
     'people/', 'in', 100, true, '同社は[[people/a]]と[[people/b]]によって設立された'),
    ('invested_in', 'en', '\m(invested|backed|funded|participated|co-invested)\M[^;]*\m(alongside|with|together with|along with)\s*$',
     'before_mention', '{company}', null, 'in', 90, true, '[[companies/a]] invested in it in 2008, alongside [[funds/b]]'),
    ('invested_in', 'ja', '^[^。！？]{0,8}から(の)?[^。！？]{0,6}(資金調達|出資|投資)', 'after_mention', '{company}', null, 'in', 90, true,
     '[[funds/a]]から資金調達'),
    ('advises', 'ja', '(顧問|アドバイザー|社外取締役)(を|として)?(務める|務めている|務めた|務め)\s*$|(助言|アドバイス)(している|した|する)\s*$', 'before_mention',
     '{person,fund}', null, 'out', 80, true, '佐藤が顧問を務める[[companies/acme]]'),
    ('works_at', 'en', '^[^a-z0-9]{0,8}(as )?(an |a |the )?([a-z-]+ ){0,2}(counsel|consultant|analyst|officer|principal|associate|secretary|treasurer|controller|editor|recruiter|accountant|lawyer|attorney)\M',
     'after_mention', '{person}', null, 'out', 70, true, '| [[acme]] | general counsel |'),
    ('works_at', 'en', '\m(started|began|begun|starting|beginning) (her|his|their|my) (career|working life|first job|job)\M', 'context',
     '{person}', null, 'out', 70, true, 'she started her career at [[acme]]'),
    ('founded', 'en', '\m(the|a|an|is|was|as|and) (co-?)?founder\M( and [a-z ]{1,40})? (of|at)\M', 'context', '{person}', null, 'out', 100, true,
     'the co-founder and CEO of [[acme]]'),
    ('founded', 'en', '\m(built|created|launched|incorporated|spun out|spun off|bootstrapped)\s*$|\m(built|build|building)\M[^;]*\mfrom (scratch|the ground up|nothing)\M',
     'before_mention', '{person}', 'companies/', 'out', 98, true, 'he built [[acme]] from scratch'),
    ('founded', 'en', '\m(her|his|their|my) (own )?(startup|start-up|company|firm|venture|business)\M\W{0,4}$', 'before_mention', '{person}',
     'companies/', 'out', 98, true, 'her startup, [[acme]]'),
    ('founded', 'en', '\m(co-?)?founders?\M\s*[:–-][^;]*$', 'before_mention', '{person}', null, 'out', 100, true,
     'Founder: [[a]], [[b]]'),
    ('invested_in', 'en', '\m(investor|backer|shareholder|angel|investments|portfolio)s?\M\s*[:–-][^;]*$', 'before_mention',
     '{person,fund}', null, 'out', 90, true, 'Investor: [[a]], [[b]]'),
    ('advises', 'en', '\m(advis[eo]rs?|advisory roles?)\M\s*[:–-][^;]*$', 'before_mention', '{person,fund}', null, 'out', 80, true,
     'Advisor: [[a]], [[b]]'),
    ('invested_in', 'en', '^[^a-z0-9]{0,8}(an? )?angel\M', 'after_mention', '{person,fund}', null, 'out', 90, true, '| [[acme]] | Angel |'),
    ('attended', 'en', '\m(presented|presenting|presents|spoke|speaking|talked|attended|joined|participated|chaired|hosted|moderated|facilitated|dialed|dialled|sat in|took part|took notes|took the minutes|was at|were at|present|gave|demoed|pitched)\M',
     'context', '{person}', 'meetings/', 'out', 75, true, 'she presented the numbers at [[meetings/q3-review]]'),
    ('advises', 'en', '^[^;]*\m(advisory board|advisory role|board of advis[eo]rs|advisory council)\M', 'after_mention', '{company,fund}',
     'people/', 'in', 80, true, '[[people/a]] chairs the advisory board'),
    ('works_at', 'ja', '^[^。！？]{0,8}(に|へ)(も|は)?(入り|入った|入る|加わ|加入|合流|移籍|転職|入社|就職|籍を置)', 'after_mention', '{person}', null, 'out',
     70, true, '2015年に[[companies/acme]]へ入り'),
    ('works_at', 'ja', '^[^。！？]{0,8}を(辞め|退職|退社|離れ|去|退任|卒業)', 'after_mention', '{person}', null, 'out', 70, true,
     '[[companies/acme]]を辞め、(過去の勤め先)'),
    ('attended', 'ja', '^[^。！？]{0,8}(に|へ)(も|は)?(出席|参加|同席|参列|出た|登壇)|^[^。！？]{0,8}で(発表|報告|説明|登壇|司会)', 'after_mention', '{person}',
     'meetings/', 'out', 75, true, '[[meetings/m]]に同席した'),
    ('founded', 'en', '\m(co-?)?founding\M(?! (engineer|team|member|employee|partner|designer|staff|hire|investor))', 'context',
     '{person}', 'companies/', 'out', 100, true, 'before co-founding [[acme]]'),
    ('works_at', 'en', '\mspent\M[^;]*\m(at|with)\s*$', 'before_mention', '{person}', null, 'out', 70, true,
     'spent a decade at [[acme]]'),
    ('advises', 'en', '\m(chairs?|chaired|chairing) the (board|advisory board)\M', 'context', '{person}', null, 'out', 81, true,
     'chairs the board at [[acme]]'),
    ('works_at', 'en', '^[^;]*\m(left|departed|quit|resigned from|exited)\M', 'after_mention', '{company,fund}', 'people/', 'in', 65,
     true, '[[people/a]] left the company in 2021'),
    ('invested_in', 'ja', '^[^。！？]{0,8}(が|は)[^。！？]{0,16}(主導|引き受け|参加した(ラウンド)?|出資)', 'after_mention', '{company,fund}', null, 'in', 90,
     true, '[[funds/a]]がシリーズAを主導した'),
    ('invested_in', 'ja', '^\s*(に|へ)(も|は)?(出資|投資)|^\s*(への|に対する)(出資|投資)|^\s*の(株式|株)を(取得|保有|購入)', 'after_mention', '{company}',
     'companies/', 'out', 89, true, '(同社は)[[companies/b]]に出資している: the reference right before the verb'),
    ('invested_in', 'en', '^[^;]*\m(is|was|are|were|as|became) (a |an |the |its |our )?([a-z-]+ ){0,2}(investor|backer|shareholder)s?\M',
     'after_mention', '{company,fund}', null, 'in', 90, true, '[[companies/b]] is a strategic investor'),
    ('invested_in', 'en', '^[^;]{0,40}\m(portfolio|investee)( company| companies| firm| firms)?\M', 'after_mention', '{company,fund}',
     'companies/', 'out', 89, true, '| [[companies/b]] | portfolio company |'),
    -- a company invests: the cue comes before the reference (after it, the reference is the company's investor)
    ('invested_in', 'en', '\m(invested|invests|investing|investments?|portfolio|backs|backed|funds|funded|financed|seeded|co-led|stakes?|investor|backer|shareholder)\M[^;]*$',
     'before_mention', '{company}', 'companies/', 'out', 89, true, 'It invested in [[companies/b]]; its venture arm backs [[companies/c]]'),
    ('invested_in', 'en', '^[^;]*\m(holds|owns|has|took|acquired|bought|keeps)\M (a |an )?([0-9.,]+ ?(%|percent) )?(minority |majority |small |large )?(stake|share|position|interest)\M',
     'after_mention', '{company,fund}', null, 'in', 91, true, '[[companies/b]] holds a 10% stake in the company'),
    ('invested_in', 'en', '\m(angel|seed|pre-seed|series [a-z]|bridge) (round|investment|check|cheque|ticket)\M|\m(check|cheque) (into|in|to)\M',
     'context', '{person,fund}', null, 'out', 90, true, 'Angel round in [[acme]]'),
    ('invested_in', 'en', '\m(stake|stakes|shares|equity|position) in\M', 'context', '{person,fund}', null, 'out', 90, true,
     'he sold his stake in [[acme]] (a past investment still counts)'),
    ('attended', 'en', '\m(speakers?|panell?ists?|attendees?|participants?|guests?|presenters?|moderators?|hosts?|chair|note-taker)\M',
     'context', '{person}', 'meetings/', 'out', 75, true, 'she was among the speakers at [[meetings/m]]'),
    ('works_at', 'en', '^[^a-z0-9]{0,8}(current |former |previous |past )?(employer|full-time|part-time|employee|staff|job|day job)\M',
     'after_mention', '{person}', null, 'out', 70, true, '| [[acme]] | Employer |'),
    ('works_at', 'en', '(?<!limited )\m((general|managing|venture|founding|operating|senior) )?partners?\M\W{0,3}$', 'before_mention',
     '{person}', null, 'out', 95, true, 'Partner, [[funds/h]]'),
    ('works_at', 'ja', '^[^。！？]{0,8}で[^。！？]{0,12}(担当|従事|活躍|勤務|働)|^[^。！？]{0,8}の(経営|運営)に(参画|参加|携わ)|^[^。！？]{0,8}を(経営|運営|率い|統括)',
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/acme]]で営業を担当している、[[companies/acme]]を経営している'),
    ('founded', 'ja', '^[^。！？]{0,8}の(立ち上げ|創業|設立|創設)に(関わ|携わ|参加|参画|加わ)', 'after_mention', '{person,fund}', null, 'out', 100, true,
     '[[companies/acme]]の立ち上げに関わった'),
    ('invested_in', 'ja', '^[^。！？]{0,8}の(株式|株|持ち株|持ち分|株主|出資者|投資家)', 'after_mention', '{person,fund}', null, 'out', 90, true,
     '[[companies/acme]]の株式を保有している'),
    ('attended', 'ja', '^[^。！？]{0,8}で(議長|進行|司会|座長|発言|議事録)', 'after_mention', '{person}', 'meetings/', 'out', 75, true,
     '[[meetings/m]]で議長を務めた'),
    ('invested_in', 'ja', '^[^。！？]{0,8}(が|は)[^。！？]{0,16}(株式|株)[^。！？]{0,12}(保有|取得|購入)|^\s*の(投資先|出資先|ポートフォリオ)', 'after_mention',
     '{company,fund}', null, 'in', 91, true, '[[companies/b]]は同社の株式の30%を保有している、[[funds/b]]の投資先である'),
    ('invested_in', 'ja', '(投資先|出資先|ポートフォリオ|投資実績)(は|には|に|として|：|:)?[^。！？]*$', 'before_mention', '{person,fund,company}',
     'companies/', 'out', 90, true, '主な投資先は[[companies/acme]]である'),
    ('founded', 'en', '^[^;]{0,20}\m(is|was) (her|his|their|my) (first |second |third |own |latest |new |current )*(startup|start-up|company|venture|business)\M',
     'after_mention', '{person}', 'companies/', 'out', 100, true, '[[acme]] was her first venture'),
    ('founded', 'en', '\m(helped|help|helps|helping) (to )?(found|start|launch|set up|build)\M|\m(co-?)?(founded|started|established|created) by (her|him|them|me|us)\M',
     'context', '{person}', 'companies/', 'out', 100, true, 'she helped found [[acme]]; [[acme]] was co-founded by her'),
    ('advises', 'en', '\mcounsel(l)?(s|ed|ing)\M', 'context', '{person,fund}', null, 'out', 80, true,
     'she has been counselling the founders of [[acme]]'),
    ('works_at', 'ja', '^\s*で[^。！？]{0,24}(をしている|をしていた|として|を務め|をやっ|に従事)', 'after_mention', '{person}', null, 'out', 70, true,
     '[[companies/acme]]でプロダクトマネージャーをしている'),
    ('works_at', 'ja', '(勤務先|勤め先|所属先|就職先|転職先|在籍先|職場|出向先)(は|：|:)?\s*$', 'before_mention', '{person}', null, 'out', 70, true,
     '勤務先は[[companies/acme]]'),
    ('works_at', 'en', '^[^;]{0,40}\m(hired|hires|recruited|recruits|employs|employed|poached|brought in|brought on|promoted) (her|him|them|me)\M',
     'after_mention', '{person}', null, 'out', 70, true, '[[acme]] hired her as its first engineer'),
    -- Japanese clefts: 「出資を決めたのは、…、その相手が[[a]]だった」 (the head before the reference holds the verb)
    ('founded', 'ja', '(創業|創設|創立|設立|立ち上げ)[^。！？]*のは[^。！？]*$', 'before_mention', '{person,fund}', null, 'out', 100, true,
     '設立したのは…[[companies/acme]]だ'),
    ('invested_in', 'ja', '(出資|投資)[^。！？]*のは[^。！？]*$', 'before_mention', '{person,fund,company}', null, 'out', 90, true,
     '出資を決めたのは、…その相手が[[companies/acme]]だった'),
    ('advises', 'ja', '(顧問|助言|アドバイス)[^。！？]*のは[^。！？]*$', 'before_mention', '{person,fund}', null, 'out', 80, true,
     '顧問を引き受けたのは[[companies/acme]]だ'),
    ('works_at', 'ja', '(入社|就職|転職|勤務|所属|在籍|働)[^。！？]*のは[^。！？]*$', 'before_mention', '{person}', null, 'out', 70, true,
     '入社したのは[[companies/acme]]だ'),
    -- Japanese: the verb before the reference (「創業した[[a]]」) and person-page title nouns after it
    ('founded', 'ja', '(創業|創設|創立|設立|立ち上げ)(した|し|している|してきた)\s*$', 'before_mention', '{person,fund}', null, 'out', 100,
     true, '2019年に創業した[[companies/acme]]'),
    ('invested_in', 'ja', '(出資|投資)(した|している|する|先の)\s*$', 'before_mention', '{person,fund,company}', null, 'out', 90, true,
     '出資している[[companies/acme]]'),
    ('works_at', 'ja', '(勤務|所属|在籍)(した|している|する|先の)\s*$|勤めている\s*$|働いている\s*$', 'before_mention', '{person}', null, 'out',
     70, true, '勤務している[[companies/acme]]'),
    ('founded', 'ja', '(創業者|共同創業者|創設者|ファウンダー)', 'context', '{company}', 'people/', 'in', 100, true,
     '創業者は[[people/a]]と[[people/b]]'),
    ('invested_in', 'ja', '(株主|投資家|出資者|から出資|から投資|出資を受け|投資を受け|リード)', 'context', '{company}', null, 'in', 90, true,
     '[[funds/a]]から出資を受けている'),
    ('advises', 'ja', '(顧問|アドバイザー|社外取締役)', 'context', '{company}', 'people/', 'in', 80, true, '顧問は[[people/a]]'),
    ('works_at', 'ja', '(CEO|CTO|COO|CFO|代表取締役|代表|社長|会長|取締役|社員|従業員|エンジニア|入社|在籍|勤務)', 'context', '{company}',
     'people/', 'in', 70, true, '代表取締役は[[people/a]]');

-- a fund page speaks of itself as a company page does ("It was founded in 2016 by [[people/a]]", 「同ファンドの顧問」)
update brain.link_rules set page_types = '{company,fund}' where builtin and page_types = '{company}';
