-- depends: 0055_link_model_retrained
-- Session 32 (issue 18), from the dev template sets and our own wordings of the same phenomena. A seat held on the
-- company's board, written on the company's page ("since 2018, [[people/a]] has also held a seat on its board",
-- "[[people/b]] took a board seat") advises it, as joining or sitting on it does (0053); a person brought on or
-- back "as a paid adviser" / "as a board observer" advises it. On a meeting page a person the meeting talks of
-- hiring, recruiting or letting go ("argued against hiring [[people/c]] as head of finance") is a mention, not an
-- attendee, and so is one who stayed away or never showed. 古巣 (a former employer) is a job: 「古巣の[[a]]に戻った」,
-- 「同社は[[people/b]]の古巣」. And a fund named as the one a person acts "on behalf of" is not what the person's
-- cue in that clause says of the other reference ("a board observer at [[a]] on behalf of [[f]], where she is a
-- principal": advises a, works at f by its own clause only).
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$^[^;.]{0,60}?\m(?:(?:has|have|had|also|now|long|still|then|later|already)\s+)*(?:hold|holds|held|holding|took|take|takes|taken|taking|got|gets|won|occupies|occupied|retains|retained|kept|keeps)\s+(?:up\s+)?(?:a|an|one|her|his|their)\s+(?:(?:non-executive|independent|board|observer|voting)\s+)?(?:seat\s+on\s+(?:its|the company['’]s|the firm['’]s|our|the|their)\s+board|board\s+seat)\M(?!\s+(?:of|at|on|with|in)\s)$r$,
     'after_mention', '{company}', 'people/', 'in', 96, true, false, 'since 2018, [[people/a]] has also held a seat on its board'),
    ('advises', 'en', $r$^\s*(?:back\s+|on\s+|in\s+){0,2}as\s+(?:a|an|its|our|the)?\s*(?:(?:paid|unpaid|part-time|senior|strategic|special|technical|scientific|independent|external|outside|formal|informal|lead|non-executive)\s+)*(?:adviser|advisor|board member|board observer|observer|non-executive director|non-exec|independent director|mentor)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 96, true, false, 'The company brought [[people/a]] back as a paid adviser in 2018'),
    ('mentions', 'en', $r$\m(?:hire|hires|hiring|hired|rehire|rehiring|recruit|recruits|recruiting|recruited|poach|poaching|poached|headhunt|headhunting|onboard|onboarding|fire|fires|firing|fired|sack|sacking|sacked|promote|promotes|promoting|promoted|shortlist|shortlisted|shortlisting|(?:make|made|making|extend|extended|extending)\s+(?:an\s+|the\s+)?offer\s+to|bring\s+on|bringing\s+on|brought\s+on|let\s+go\s+of)\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, false, '[[people/a]] argued against hiring [[people/c]] as head of finance'),
    ('mentions', 'en', $r$\m(?:stayed away|stays away|staying away|kept away|no-show|no show|didn['’]t show|did not show|didn['’]t turn up|did not turn up|never showed|never turned up|failed to (?:show|turn up|appear)|skipped (?:the|this|today['’]s) (?:meeting|call|session|review|sync)|sat (?:this one|it) out|missed (?:the|this|today['’]s) (?:meeting|call|session|review|sync))\M$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, false, '[[people/b]], though on the invite, stayed away'),
    ('works_at', 'ja', $r$古巣(?:の|である|、)?\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 90, true, false, '古巣の[[companies/a]]に戻った'),
    ('works_at', 'ja', $r$^\s*(?:は|が|も)[^。、⟦]{0,12}古巣$r$,
     'after_mention', '{person}', NULL, 'out', 90, true, false, '[[companies/a]]は彼の古巣だ'),
    ('works_at', 'ja', $r$^\s*(?:さん|氏)?の古巣$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 90, true, false, '同社は[[people/b]]の古巣で'),
    ('mentions', 'en', $r$\mon behalf of\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 150, true, false, 'a board observer at [[a]] on behalf of [[funds/f]]');
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('founded', 'en', $r$^[^;.]{0,60}?\mhelp(?:ed|s|ing)?\s+(?:to\s+)?(?:start|found|co-found|launch|set up|establish|incorporate|get)\s+(?:it|the (?:company|firm|startup|start-up|fund|business|venture))\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 100, true, false, '[[people/a]], who helped start the company in a rented garage');
-- From the fourth template set's dev part. A non-executive auditor's title after the name (「| [[people/a]] |
-- 監査役（非常勤） |」) advises the company, as before it (0053). A competitor, rival, customer, client, supplier or
-- vendor is a mention, named in a list ("Competitors: [[a]], [[b]]") or after the reference ("| [[a]] | competitor
-- |"), whatever the page's priors say. A stake named with its holder on a company's page ("[[people/a]]'s 2% angel
-- stake was bought back") is an investment in the company; "one of the angels in [[a]]'s seed round" invests in a.
-- A deal only discussed or not made ("| [[a]] | investment discussed, not made |") asserts nothing. The person a
-- company page's executive replaces ("appointed chief executive, replacing [[people/a]]") held that post. Someone
-- who chose to stay at [[a]] works there. On a meeting page a person named as what someone else founded
-- (「[[people/b]]が創業した[[c]]の事業計画を説明した」) is not an attendee. 「[[a]]に買収された[[b]]の創業者」: the acquirer is a mention.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'ja', $r$^[\s|:：]*(?:常勤|社外|非常勤)?\s*(?:監査役|監事)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 96, true, false, '| [[people/a]] | 監査役（非常勤） |'),
    ('mentions', 'en', $r$\m(?:main |key |chief |biggest |closest |direct |largest |major )?(?:competitors?|rivals?|customers?|clients?|suppliers?|vendors?)\s*(?:include[sd]?|are|were|is|such as)?\s*[:：]?\s*(?:⟦⟧\s*(?:,|and|&)\s*)*(?:and\s+)?$$r$,
     'before_mention', '{person,company,fund}', NULL, 'out', 200, true, false, '- Competitors: [[a]], [[b]]; biggest customer: [[c]]'),
    ('mentions', 'en', $r$^[\s|:：,(–—-]*(?:(?:a|an|our|the|its|their|her|his|main|key|chief|biggest|closest|direct|former|major|largest)\s+)*(?:competitor|rival|customer|client|supplier|vendor)s?\M(?!\s+(?:success|support|experience|service|care|relations|operations|data|insights?|marketing|team|lead|manager|engineer))$r$,
     'after_mention', '{person,company,fund}', NULL, 'out', 200, true, false, '| [[a]] | competitor |'),
    ('invested_in', 'en', $r$^['’]s\s+(?:[\d.]+\s?%\s+)?(?:(?:angel|early|minority|personal|seed|founding|remaining)\s+)*(?:stake|shareholding|holding|equity stake|shares)\M$r$,
     'after_mention', '{company}', NULL, 'in', 90, true, false, 'Cap table check: [[people/a]]''s 2% angel stake was bought back in 2020'),
    ('invested_in', 'en', $r$\m(?:one of the |among the |one of )?(?:angels?|angel investors?|backers?|seed investors?|early investors?|co-investors?|shareholders?)\s+in\s*$$r$,
     'before_mention', '{person,fund,company}', 'companies/', 'out', 90, true, false, 'Ivan is one of the angels in [[a]]''s seed round'),
    ('mentions', 'en', $r$\m(?:investment|deal|round|offer|role|job|seat|position|cheque|check|term sheet)s?\s+(?:was\s+|were\s+|only\s+)?(?:discussed|explored|considered|mooted|floated|proposed|pitched)\M(?!\s+and\s+(?:made|closed|signed|done|accepted))|\mnot\s+(?:made|closed|completed|pursued|consummated|finali[sz]ed|signed|done|taken up)\M$r$,
     'context', NULL, NULL, 'out', 1000, true, false, '| [[a]] | investment discussed, not made |'),
    ('works_at', 'en', $r$\m(?:replacing|replaces|replaced|succeeding|succeeds|succeeded|taking over from|takes over from|took over from|take over from)\s+(?:(?:co-?founder|founder|outgoing|former|interim|longtime|long-serving)\s+)*(?:ceo\s+|chief executive\s+)?$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 99, true, false, '[[people/b]] appointed chief executive, replacing [[people/a]]'),
    ('works_at', 'en', $r$\m(?:chose|chooses|choosing|decided|decides|opted|opts|elected|preferred|prefers) to (?:stay|remain)\s+(?:on\s+)?(?:at|with)\s*$|\m(?:stayed|stays|staying) (?:put|on) at\s*$|\mremained at\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 80, true, false, 'was approached about becoming CFO of [[a]] but chose to stay at [[b]]'),
    ('mentions', 'ja', $r$^\s*(?:さん|氏)?が(?:共同)?(?:創業|設立|立ち上げ|創立|起業)(?:した|し|している)$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, false, '[[people/a]]が、[[people/b]]が創業した[[c]]の事業計画を説明した'),
    ('mentions', 'ja', $r$^\s*(?:に|によって|により)(?:買収|吸収合併|吸収)(?:され|された|されて)$r$,
     'after_mention', NULL, NULL, 'out', 150, true, false, '2020年に[[a]]に買収された[[b]]の創業者');
-- "[[people/a]]'s proposal" on a meeting page: the possessive of the reference itself, or of the reference right
-- before it ("[[c]]'s CEO [[people/a]] may step down"); it was read anywhere in the clause, so "[[people/a]] attended
-- as [[people/b]]'s guest" made a a mention too
update brain.link_rules set pattern = $r$^(?:'s|’s)\M$r$, scope = 'after_mention'
 where builtin and link_type = 'mentions' and scope = 'context' and pattern = $r$⟦⟧('s|’s)\M$r$;
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('mentions', 'en', $r$⟦⟧(?:'s|’s)\s+(?:[\w-]+\s+){0,4}$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, false, '[[companies/c]]''s CEO [[people/a]] may step down');
-- 「別の予定が長引いた」 (another appointment ran late) and 「予定通り」 (as planned) are no plan of the relation
update brain.link_rules set pattern = replace(pattern, '|予定|', '|(?<!別の)(?<!他の)(?<!ほかの)(?<!先約の)予定(?!通り|どおり)|')
 where builtin and link_type = 'mentions' and scope = 'context' and pattern like '%|予定|%';
-- The members a company's board lists ("[[people/a]] chairs its advisory board, which also includes [[people/b]]
-- and [[people/c]]") sit on it; a person named to a board by the company that is the sentence's subject ("[[a]]
-- named Koji Yamada to its board of directors", the page's person) sits on it; a Japanese auditor of two named
-- companies (「[[a]]と[[b]]の二社で監査役を務めている」) advises both.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$\m(?:board|board of (?:directors|trustees|advisers|advisors)|advisory (?:board|council|panel))\M,?\s+(?:which|that)\s+(?:also\s+|now\s+|currently\s+)?(?:includes?|included|comprises|counts|features)\M[^;.]*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 96, true, false, '[[people/a]] chairs its advisory board, which also includes [[people/b]]'),
    ('advises', 'en', $r$^\s*(?:has\s+|had\s+)?(?:named|appointed|elected|invited|brought|added|recruited|welcomed|voted|nominated)\s+(?:he|she|they|him|her|them)\s+(?:on\s*)?to\s+(?:its|the|their)\s+(?:advisory\s+|supervisory\s+)?board\M$r$,
     'after_mention', '{person}', NULL, 'out', 96, true, false, '[[a]] named Koji Yamada to its board of directors in 2013'),
    ('advises', 'ja', $r$^(?:(?:、|・|と|や)⟦⟧)*の?(?:[二三四五両]社|各社|[2-5]社)(?:で|において|の)(?:も|は)?(?:社外取締役|非常勤取締役|監査役|社外監査役|監事|顧問|アドバイザー)$r$,
     'after_mention', '{person}', NULL, 'out', 96, true, false, '[[a]]と[[b]]の二社で監査役を務めている');
-- Japanese, from the fourth template set's dev part: a list closed by など and its investing predicate after a
-- long object (「[[a]]や[[b]]など、国内のスタートアップ152社に出資している」), the company a person founded named with a
-- long reason between (「同社は、[[people/a]]が前職で…という思いから2013年に設立した会社である」), and a founder of
-- another company the page's company took in (「[[c]]創業者の[[people/a]]を自社のCTOとして迎え入れた」: works here,
-- founded c, not the page).
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('invested_in', 'ja', $r$^(?:(?:、|・|や|と)⟦⟧)*(?:など|等)(?:の)?[、，]?[^。⟦]{0,30}?(?:に|へ)(?:も)?(?:出資|投資)(?:し|して|した|する)$r$,
     'after_mention', '{person,company,fund}', 'companies/', 'out', 90, true, false, '[[a]]や[[b]]など、国内のスタートアップ152社に出資している'),
    ('founded', 'ja', $r$^\s*(?:さん|氏)?が[^。⟦]{0,150}?(?:設立|創業|創立|立ち上げ|起業)し(?:た)?(?:会社|企業|スタートアップ|法人|ベンチャー|ファンド)(?:で(?:ある|す)|だ)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 100, true, false, '同社は、[[people/a]]が前職で…という思いから2013年に設立した会社である'),
    ('mentions', 'ja', $r$⟦⟧\s*(?:の)?(?:創業者|共同創業者|設立者|創業メンバー)(?:の|である|で)?\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'out', 101, true, false, '[[c]]創業者の[[people/a]]'),
    ('works_at', 'ja', $r$^\s*(?:さん|氏)?を(?:自社|当社|同社)の[^。⟦]{0,12}?(?:CTO|CEO|COO|CFO|CPO|CMO|取締役|執行役員|社長|副社長|部長|本部長|役員|エンジニア|研究員)として(?:迎え入れ|迎え|招聘|採用|招い|招き)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 102, true, false, '[[c]]創業者の[[people/a]]を自社のCTOとして迎え入れた');
-- A title taken by the page's person themself after founding (「[[funds/a]]を立ち上げ、自ら代表パートナーに就いた」):
-- the clause after reads as the founded organisation's (clauses.py), and works there.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$^\s*(?:自ら|自身が|みずから)\s*[^。⟦]{0,12}?(?:代表|社長|CEO|CTO|COO|CFO|取締役|執行役員|パートナー|会長)[^。⟦]{0,4}?(?:に就|に就任|を務め|として)$r$,
     'after_mention', '{person}', NULL, 'out', 70, true, false, '[[funds/a]]を立ち上げ、自ら代表パートナーに就いた');
-- 「[[a]]の立ち上げメンバーではなく、シリーズBの後にCTOとして入社した」: the clause after ではなく reads as the
-- reference's (clauses.py), and joining in a role is a job.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$^[^。⟦]{0,30}?として(?:入社|入行|加わ|参画|加入|就職|採用され|迎えられ)$r$,
     'after_mention', '{person}', NULL, 'out', 70, true, false, '[[a]]の立ち上げメンバーではなく、シリーズBの後にCTOとして入社した');
-- From round 28, once scored on arrival: the buyer of a business ("the partners sold the business to [[a]]") and an
-- acquisition led ("leads the acquisition of [[a]]") are mentions, not jobs, and so is a school one was educated at
-- ("educated at [[a]]", as 0053's "studied at").
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('mentions', 'en', $r$\m(?:sold|sells|selling|sell)\s+(?:the|its|her|his|their|our|my)\s+(?:business|company|firm|startup|start-up|group|stake|shares|majority stake)\s+to\s*$|\m(?:acquisition|purchase|takeover|buyout|buy-out|acquisitions)\s+of\s*$$r$,
     'before_mention', '{person,company,fund}', 'companies/', 'out', 150, true, false, 'the partners sold the business to [[a]] in 1996'),
    ('mentions', 'en', $r$\m(?:educated|schooled)\s+at\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 1000, true, false, 'Born in Lagos and educated at [[a]]');
-- From round 29, once scored on arrival: on a company's page a person introduced by a department of its own
-- (「共有者：人事の[[people/a]]」) or joining in a role (「[[people/b]]さんが Head of Sales として join してくれました」)
-- works there; 「代表権のない会長」 (a chair without representation rights) is no negation.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$(?:^|[\s、：:（(])(?:人事|総務|経理|財務|法務|広報|営業|開発|採用|経営企画|事業開発|カスタマーサクセス)(?:部|課|室|チーム|担当|グループ)?の\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, false, '共有者：人事の[[people/a]]'),
    ('works_at', 'ja', $r$^\s*(?:さん|氏)?\s*(?:が|は)\s*[^。⟦]{0,40}?として\s*(?:join|Join|ジョイン|入社|参画|加入|加わ|合流)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/b]]さんが Head of Sales として join してくれました');
update brain.link_rules set pattern = replace(pattern, '(?<!ほかなら)ない', '(?<!ほかなら)(?<!権の)ない')
 where builtin and link_type = 'mentions' and scope = 'context' and pattern like '%(?<!ほかなら)ない%';
