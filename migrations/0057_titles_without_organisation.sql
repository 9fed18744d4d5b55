-- depends: 0056_board_seats_hires_old_firms
-- Session 33 (issue 18). A title taken with no organisation named is one of the organisation just named: the clause
-- reader now reads "Mia co-founded [[a]]. Today she serves as chief technology officer." as "... chief technology
-- officer of [[a]]" and 「[[a]]を設立した。現在も代表を務める。」 as 「[[a]]の代表を務める」 (pgbrain.markdown.clauses,
-- _TITLE_ONLY and _JA_TITLE_TAKEN); what was missing in the rules for such a text: 代表 alone as a title taken after
-- the reference (「[[a]]を設立し、現在も代表を務めている」; 代表取締役 and 社長 were read), and a relative clause of the
-- page's person that started the organisation ("managing partner of [[f]], which she started in 2014": founded;
-- "which she co-founded" was read, "started" only after a noun, "the company she started").
-- On a company's or fund's page, a person who joins, stays on or is brought in as an adviser, a board member or an
-- observer advises it whatever the verb ("has joined as a strategic advisor", "joined us as an adviser", "brings in
-- [[people/a]], a former CFO of [[b]], as an adviser": joined alone is a job), as does one welcomed, added or
-- appointed to its advisory board or board of advisers, and one who joined or sits on its advisory committee or
-- investment committee; the clause reader no longer cuts "to" before a noun phrase ("welcomed [[a]] to its advisory
-- board" had lost its board). A fund's partner named on a company's page ("the fund's partner [[people/a]] sits on
-- its board") is that fund's, no job at the company. Japanese: a person who takes up an advisory or audit seat of
-- the page's organisation (「研究顧問には…[[people/a]]が就いた」「顧問には[[a]]と[[b]]が名を連ねる」「公認会計士の[[a]]が
-- 監査役に就任」) advises it. "Co-founder at [[a]]", as "co-founder of", founded it (the conjuncts of "Co-founder & CEO
-- at [[a]]" now each keep the preposition). Shareholdings in other words than a stake: on an organisation's page a
-- holder of a share of it ("[[funds/h]], which held 19.9% of the shares", 「親元の[[a]]は、現在も株式の20%を握る」,
-- 「主要株主は[[f]]」「アンカーLPは[[a]]」, a fund "where we remain the largest outside shareholder") invested in it; on a
-- person's page "owns 5% of [[a]]" is a holding, not the owner's job. Jobs in a CV's list items and table cells: a
-- job title alone before the reference ("- Account executive, [[a]]", "Sales development representative, [[b]]"),
-- 「共同創業者兼COO, [[a]]」 (founded and works_at, each title in its own attachment), an entrepreneur or executive in
-- residence (`| [[f]] | Entrepreneur in residence |`); on an organisation's page a person who leads or belongs to
-- one of its departments (「事業開発本部は[[a]]が率い、[[b]]らが所属する」). On an organisation's page a sentence with no subject
-- after one that names a person alone is that person's ("**[[people/p]]**, Operations. Joined Parallax as our first
-- intern in 2021": the clause reader), and "never left" (someone stayed) negates nothing. Founding in more words: "spun
-- out [[a]]", 「[[a]]をスピンアウトさせ」「[[a]]を旗揚げ」, on an organisation's page 「[[people/a]]は…当社を旗揚げした」, the
-- people a "Founders:" / "Co-founders" / 「創業メンバー:」 label lists, and "[[people/a]], its co-founder".
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$^\s*[^。！？⟦⟧]{0,12}?(?<!日本|全国|社外|国|県|市)代表(?:取締役)?(?:社長|者)?(?!権|理事会|質問|作)[^。！？⟦⟧、]{0,4}?(?:を務め|に就任|に就い|に就き|として|に着任|に復帰|を退任|を辞任|に昇格)$r$,
     'after_mention', '{person}', NULL, 'out', 70, true, false, '[[companies/a]]を設立し、現在も代表を務めている'),
    ('founded', 'en', $r$^\W{0,3}(?:which|that)\s+(?:she|he|they|i|we)\s+(?:(?:had|has|have|later|then|also|first|originally|eventually|would|went on to|helped)\s+)*(?:start|started|launch|launched|set up|built|formed|established|created|incorporated|spun out|bootstrapped|co-?founded|founded)\M(?!\s+(?:at|with|working|as|in the|on|out at)\M)$r$,
     'after_mention', '{person}', NULL, 'out', 100, true, false, 'managing partner of [[funds/f]], which she started in 2014'),
    ('advises', 'en', $r$^[^.;⟦]{0,40}?\m(?:joined|joins|joining|rejoined|rejoins|came on board|comes on board|came aboard|signed on|signs on|brought in|brought on|brings in|brings on|added|adds|appointed|named|stays on|stayed on|remains|remained|continues|continued|serves|served|serving|acts|acted|sits|sat|stepped back|steps back|moved|moves|converted|converts|returned|returns|retained|retains|engaged)\M[^.;⟦]{0,30}?\mas\s+(?:(?:a|an|its|our|the|one of (?:its|our|the))\s+)?(?:(?:paid|unpaid|part-time|senior|strategic|special|technical|scientific|clinical|medical|industry|independent|external|outside|formal|informal|lead|non-executive|founding|trusted|key)\s+)*(?:adviser|advisor|advisers|advisors|board member|board observer|observer|non-executive director|non-exec|independent director|outside director|mentor|board director|director)\M(?!\s+(?:of|at|to|for|in)\s)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 97, true, false, 'The company announced that [[people/a]], former CFO of [[b]], has joined as a strategic advisor'),
    ('advises', 'en', $r$^[\s,]*(?:back\s+|on\s+|in\s+){0,2}as\s+(?:(?:a|an|its|our|the)\s+)?(?:(?:paid|unpaid|part-time|senior|strategic|special|technical|scientific|clinical|medical|industry|independent|external|outside|formal|informal|lead|non-executive)\s+)*(?:adviser|advisor|board member|board observer|observer|non-executive director|independent director|outside director|mentor)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 97, true, false, 'The round brings in [[people/a]], a former CFO of [[b]], as an adviser'),
    ('advises', 'en', $r$\m(?:welcomed|welcomes|welcoming|welcome|added|adds|adding|appointed|appoints|appointing|appointment of|named|names|naming|elected|elects|electing|brought|brings|bringing|invited|invites|inviting|recruited|recruits|recruiting|nominated|nominates|nominating|co-opted|promoted|promotes)\M[^.;⟦]{0,80}?⟦⟧[^.;⟦]{0,60}?\mto\s+(?:its|our|their|the company['’]s|the firm['’]s|the fund['’]s|the)\s+(?:[a-z-]+\s+){0,2}?(?:advisory\s+(?:board|council|committee|panel|group|network)|board\s+of\s+(?:advisers|advisors|directors)|supervisory\s+board|investment\s+committee|board)\M$r$,
     'context', '{company,fund}', 'people/', 'in', 97, true, false, 'The company also welcomed [[people/a]] to its advisory board'),
    ('advises', 'en', $r$^[\s,]*to\s+(?:its|our|their|the company['’]s|the firm['’]s|the fund['’]s)\s+(?:[a-z-]+\s+){0,2}?(?:advisory\s+(?:board|council|committee|panel|group|network)|board\s+of\s+(?:advisers|advisors|directors)|supervisory\s+board|investment\s+committee|board)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 97, true, false, 'the appointment of [[people/a]], former CMO of [[b]], to its clinical advisory board'),
    ('advises', 'en', $r$^[^.;⟦]{0,30}?\m(?:joined|joins|joining|rejoined|sits on|sat on|sitting on|serves on|served on|serving on|is on|was on|remains on|stays on|stayed on|chairs|chaired|chairing|heads|headed|was named to|named to|appointed to|elected to)\s+(?:its|our|their|the company['’]s|the firm['’]s|the fund['’]s|the)\s+(?:[a-z-]+\s+){0,2}?(?:advisory\s+(?:board|council|committee|panel|group)|board\s+of\s+(?:advisers|advisors)|investment\s+committee)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 97, true, false, '[[people/a]] joined our advisory committee'),
    ('mentions', 'en', $r$\mthe\s+(?:fund|firm|investor|vc|bank|lead investor)['’]s\s+(?:[a-z-]+\s+)?partners?\s*(?:,\s*)?(?:are|is|were|was)?\s*$$r$,
     'before_mention', '{company}', 'people/', 'out', 96, true, false, 'The fund''s partner [[people/a]] sits on its board'),
    ('advises', 'ja', $r$(?:顧問|アドバイザー|アドバイザリーボード|アドバイザリー・ボード|監査役|監事|社外取締役|評議員)(?:に|には|として|は)[、，]?[^。⟦⟧]{0,24}⟦⟧\s*(?:氏|さん|教授|先生|弁護士)?(?:が|も)[^。⟦⟧]{0,6}(?:就い|就き|就任|名を連ね|加わ|参加|務め|選任|着任)$r$,
     'context', '{company,fund}', 'people/', 'in', 97, true, false, '顧問には、言語学者の[[people/a]]と元[[b]]役員の[[people/c]]が名を連ねる'),
    ('advises', 'ja', $r$^\s*(?:氏|さん|教授|先生|弁護士)?(?:が|も)[^。⟦⟧、]{0,10}?(?:社外取締役|非常勤取締役|監査役|社外監査役|常勤監査役|顧問|技術顧問|研究顧問|アドバイザー|監事|評議員|取締役会オブザーバー|オブザーバー)(?:に|として)(?:就任|就い|就き|着任|選任|加わ|参画|迎え)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 97, true, false, '公認会計士の[[people/a]]が監査役に就任'),
    ('founded', 'en', $r$(?:^\W*|[—–:;|·•,(]\s*|\m(?:is|was|as|and|&)\s+(?:a\s+|the\s+)?)(?:co-?founder|cofounder|founder)\s+at\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 100, true, false, 'Co-founder & CEO at [[companies/a]] (read as "Co-founder at [[a]]" and "CEO at [[a]]")'),
    ('invested_in', 'en', $r$^[\s,]*(?:which|who|that)\s+(?:(?:still|now|then|also|once|later|at one point)\s+)?(?:holds|held|owns|owned|has held|had held|has owned|had owned|retains|retained|controls|controlled|keeps|kept|acquired|bought|took)\s+(?:(?:about|around|roughly|nearly|almost|some|over|under|more than|less than|just under|just over|up to)\s+)?(?:[0-9][0-9.,]*\s*(?:%|percent|per cent)|a\s+(?:[0-9][0-9.,]*\s*(?:%|percent|per cent)\s+)?(?:[a-z-]+\s+)?(?:stake|shareholding|holding)|shares\M)$r$,
     'after_mention', '{company,fund}', NULL, 'in', 96, true, false, '[[funds/h]], which held 19.9% of the shares, has filed a separate class action'),
    ('invested_in', 'en', $r$^[\s,]*(?:where|in which|of which)\s+(?:we|it|the fund|the firm|they)\s+(?:(?:still|now|also)\s+)?(?:remain|remains|remained|are|is|was|were|became|become|stay|stays)\s+(?:(?:still|now|also)\s+)?(?:the\s+|a\s+|an\s+)?(?:[a-z-]+\s+){0,3}?(?:shareholder|stockholder|investor|backer|owner)\M$r$,
     'after_mention', '{company,fund}', NULL, 'out', 96, true, false, '[[companies/o]], where we remain the largest outside shareholder'),
    ('invested_in', 'en', $r$\m(?:owns|owned|holds|held|has|had|retains|retained|kept|keeps|bought|buys|acquired|took|takes|built)\s+(?:(?:about|around|roughly|nearly|almost|some|over|under|more than|less than|just under|just over|up to)\s+)?(?:[0-9][0-9.,]*\s*(?:%|percent|per cent)|(?:a|an)\s+(?:[0-9][0-9.,]*\s*(?:%|percent|per cent)\s+)?(?:[a-z-]+\s+)?(?:stake|shareholding|holding|position))\s+(?:of|in)\s*$$r$,
     'before_mention', '{person,company,fund}', NULL, 'out', 96, true, false, 'Kim owns 5% of [[companies/b]]'),
    ('invested_in', 'ja', $r$^\s*(?:は|が|も)[、，]?[^。⟦⟧]{0,12}?(?:株式|株|発行済株式|発行済み株式|議決権)(?:の)?(?:約|およそ)?[0-9０-９.．]+\s*(?:%|％|パーセント|割)(?:超|強|弱)?(?:を|も)?(?:握|保有|持|所有)$r$,
     'after_mention', '{company,fund}', NULL, 'in', 96, true, false, '親元の[[companies/a]]は、現在も株式の20%を握る'),
    ('invested_in', 'ja', $r$(?:主要株主|大株主|筆頭株主|既存株主|株主|アンカーLP|アンカー投資家|LP|出資者|出資元)(?:は|には|：|:)[、，]?\s*$$r$,
     'before_mention', '{company,fund}', NULL, 'in', 90, true, false, '主要株主は[[funds/f]]; アンカーLPは[[companies/a]]'),
    ('works_at', 'en', $r$^\W{0,4}(?:[a-z][a-z&/-]*\s+){0,3}(?:executive|representative|manager|engineer|director|analyst|associate|consultant|designer|officer|lead|intern|specialist|coordinator|assistant|scientist|researcher|developer|architect|editor|writer|producer|principal|strategist|accountant|recruiter|marketer|programmer|technician|administrator|controller|counsel|attorney|lawyer|paralegal|nurse|physician|teacher|lecturer|professor|buyer|planner|trader|banker|economist|actuary|underwriter|auditor)s?\s*(?:,|—|–|@|\|)\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 70, true, false, '- Account executive, [[companies/a]]'),
    ('works_at', 'ja', $r$(?:CEO|CTO|COO|CFO|CMO|CPO|代表取締役|社長|取締役|執行役員|部長|マネージャー|エンジニア)\s*[,、，]\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 70, true, false, '| 2016–2020 | 共同創業者兼COO, [[companies/a]] |'),
    ('founded', 'ja', $r$(?:^|[|:：・\s])(?:共同)?創業者\s*[,、，]?\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 90, true, false, '| 2016–2020 | 共同創業者兼COO, [[companies/a]] |'),
    ('works_at', 'any', $r$^\W{0,6}(?:an?\s+)?(?:entrepreneur|executive|engineer|designer|founder|operator|scientist|hacker|cto|ceo)s?[\s-]+in[\s-]+residence\M$r$,
     'after_mention', '{person}', NULL, 'out', 90, true, false, '| 2020 to date | [[funds/f]] | Entrepreneur in residence |'),
    ('works_at', 'ja', $r$^\s*(?:氏|さん|ら|など)*(?:が|は|も)[^。⟦⟧、]{0,10}?(?:率い(?:、|て|ます|る[。、]|た[。、])|統括(?:し|する[。、]|している|しています)|所属(?:し|する[。、]|している|しています)|在籍(?:し|する[。、]|している|しています))$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '事業開発本部は[[people/a]]が率い、[[people/b]]らが所属する');
-- "never left" says someone stayed ("Joined as our first intern in 2021 and never left"): no negation of the clause
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('founded', 'en', $r$\m(?:spun|spins|spinning|spin)\s+(?:out|off)\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 100, true, false, 'he and [[people/s]] spun out [[companies/a]] from the lab'),
    ('founded', 'ja', $r$^\s*を[^。⟦⟧]{0,8}?(?:スピンアウト|スピンオフ|カーブアウト)(?:させ|し|する)|^\s*を\s*(?:旗揚げ|興し|興す|興した|起こし|起こした)$r$,
     'after_mention', '{person}', NULL, 'out', 100, true, false, '自身の研究室から[[companies/a]]をスピンアウトさせ; [[companies/b]]を旗揚げしました'),
    ('founded', 'ja', $r$⟦⟧\s*(?:氏|さん|教授)?(?:は|が)[^。⟦⟧]{0,30}?(?:当社|同社|弊社|当所|当法人)を\s*(?:旗揚げ|興し|起こし|スピンアウト|立ち上げ)$r$,
     'context', '{company,fund}', 'people/', 'in', 100, true, false, '[[people/a]]は、京都の町家の屋根裏で当社を旗揚げした'),
    ('founded', 'en', $r$(?:^|[\s|*>(—–-])(?:co-?founders|founders|founding team)\s*[:：]?\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 100, true, false, 'Founders: [[people/a]] (CEO) and [[people/b]] (CTO)'),
    ('founded', 'ja', $r$(?:創業メンバー|共同創業者|創業者|発起人)\s*(?:は|[:：])\s*(?:[^。⟦⟧]{0,6}⟦⟧[^。⟦⟧、]*(?:、|と|および|及び|,)\s*)*[^。⟦⟧、]{0,6}$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 100, true, false, '創業メンバー:[[people/a]](代表取締役CEO)、[[people/b]](取締役CTO)'),
    ('founded', 'en', $r$^[\s,]*(?:its|our|the company['’]s|the firm['’]s)\s+(?:[a-z-]+\s+)?(?:co-?founder|cofounder|founder)s?\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 100, true, false, '[[people/d]], Castellan''s co-founder, said');
update brain.link_rules set pattern = replace(pattern, '(not|never|neither|nor)\M(?! only)',
                                               '(not|never|neither|nor)\M(?! only| left\M| looked back\M)')
 where builtin and link_type = 'mentions' and scope = 'context' and language = 'en'
   and pattern like '%(not|never|neither|nor)\\M(?! only)%';
