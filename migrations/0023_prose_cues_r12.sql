-- depends: 0022_prose_cues
-- Link typing cues found missing on a twelfth round of fresh hand-written cases (issue 18; English prose, Japanese
-- prose, tables, lists and mixed pages written by helpers who had not seen the engine), and two mended rules.

-- "She's with [[a]] now": \m cannot stand before an apostrophe, so the contracted copula never matched
update brain.link_rules
   set pattern = replace(pattern, $p$\m(is|was|has been|had been|'s|’s) (now |currently |still |already |then )?with\s*$$p$,
                         $p$(\m(is|was|has been|had been)|'s|’s) (now |currently |still |already |then )?with\s*$$p$)
 where builtin and link_type = 'works_at' and language = 'en' and scope = 'before_mention'
   and pattern = $p$\m(is|was|has been|had been|'s|’s) (now |currently |still |already |then )?with\s*$$p$;

-- 「白紙の状態から立ち上げた」 is no cancelled deal: the cancellation rule of 0022 reads 白紙撤回 / 白紙に戻 / 白紙化 only
update brain.link_rules
   set pattern = $r$(否決|断念|打ち切|頓挫|白紙(撤回|に戻|化)|破談|見合わせ)$r$
 where builtin and link_type = 'mentions' and language = 'ja' and scope = 'context' and priority = 1000
   and pattern = $r$(否決|断念|打ち切|頓挫|白紙|破談|見合わせ)$r$;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- English, person pages
    ('works_at', 'en', $r$\m(stayed|stays|staying|remained|remains|lingered)( on)? (at|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'He stayed on at [[companies/a]] for eighteen months'),
    ('works_at', 'en', $r$^\s*(for|from|until|through|in|since)\M[^;.]{0,40}?\mas (an? |the |its |their )?([a-z-]+ ){0,3}(ceo|cto|coo|cfo|cmo|president|vice president|vp|svp|evp|director|manager|engineer|developer|designer|analyst|scientist|researcher|head|lead|officer|principal|associate|counsel|consultant|intern|editor|architect|employee|staffer|assistant|chief [a-z]+)\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/a]] for eighteen months as a vice president of product'),
    ('works_at', 'en', $r$\m(assistant|staffer|clerk|actuary|paralegal|technician|specialist|coordinator|administrator|representative|trader|underwriter|strategist|economist|statistician|auditor|controller|buyer)s? (at|for|with|in)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'before that, a research assistant at [[companies/a]]'),
    ('invested_in', 'en', $r$\m(cheques?|checks?|bets|angel (investments|bets)|personal investments)\M( [a-z-]+){0,2} (include|included|includes|are|were|went into|went to|such as)\M[^;]*$$r$,
     'before_mention', '{person,fund}', null, 'out', 90, true, 'his cheques include [[companies/a]] and [[companies/b]]'),
    ('founded', 'en', $r$\m(her|his|their|my) (first|earliest|earlier|previous|last|second|next|latest|newest) (venture|startup|start-up)\M[^;]{0,30}\m(was|is|had been)\s*$$r$,
     'before_mention', '{person}', null, 'out', 95, true, 'Her first venture, though, was [[companies/a]]'),
    ('founded', 'en', $r$\m(launched|co-launched|launches|launching)\s*$$r$,
     'before_mention', '{person}', 'funds/', 'out', 95, true, 'Anika Bose launched [[funds/f]] in 2018'),
    -- a round joined or led ("joined the seed of [[a]]"), positions held, investments "among them [[a]]"
    ('invested_in', 'en', $r$\m(led|co-led|joined|participated in|took part in|followed on in|came into|got into)( the| a| its| their)? ([a-z-]+ )?(pre-seed|seed|series [a-z]|round|raise|financing|extension|bridge)( round)? (of|for|in|into|at)\M[^;]*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 90, true, 'It led the pre-seed of [[companies/a]] and joined the seed of [[companies/b]]'),
    ('invested_in', 'en', $r$\m(holds?|held|holding|has|have|took|takes|built|keeps?|kept) (small |large |minority |majority |sizeable |significant )?(positions?|stakes?|shares|equity|interests?)( [a-z-]+){0,2} in\M[^;]*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 90, true, 'It holds positions in [[companies/a]] and [[companies/b]]'),
    ('invested_in', 'en', $r$\m(made|has made|have made|had made) ([a-z0-9-]+ ){0,2}(investments|bets|deals)\M[^;.]{0,20},? (among them|including|such as)\M[^;]*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 90, true, 'has made eleven investments, among them [[companies/a]]'),
    -- English, organisation pages: "counts [[a]] among its advisers", alumni, money put into the company, a stake
    -- taken in the business, an appointment, a welcome to the advisory board
    ('advises', 'en', $r$^\W{0,3}among (its|our|their|the company's|the company’s|the firm's|the firm’s) ([a-z-]+ ){0,2}(advis[eo]rs|mentors)\M$r$,
     'after_mention', '{company,fund}', null, 'in', 80, true, 'counts [[people/a]], the ex-head of R&D, among its advisers'),
    ('invested_in', 'en', $r$^\W{0,3}among (its|our|their|the company's|the company’s|the firm's|the firm’s) ([a-z-]+ ){0,2}(investors|backers|shareholders|funders)\M$r$,
     'after_mention', '{company}', null, 'in', 90, true, 'counts [[funds/f]] among its backers'),
    ('works_at', 'en', $r$\m(alumni|alumnae|alums|former employees|ex-employees|former staff|former staffers)\M( [a-z-]+){0,2} (include|included|includes|are|were)\M[^;]*$$r$,
     'before_mention', '{company,fund}', null, 'in', 70, true, 'Ambergate Analytics alumni include [[people/a]]'),
    ('invested_in', 'en', $r$^[^;.]{0,12}\m(put|puts|putting|poured|pours|sank|sinks|ploughed|plowed)\M[^.;]{0,50}\minto (it|the company|the business|the firm|the startup|the group)\M$r$,
     'after_mention', '{company}', null, 'in', 90, true, '[[people/a]] also put €2 million of his own money into the company'),
    ('invested_in', 'en', $r$^\s*(has |had |have )?(taken|took|takes|acquired|bought|picked up) (a|an) ([0-9.,]+ ?% |[a-z-]+ ){0,3}(stake|shareholding|holding|position|interest) in (the business|the company|it|the firm|the group|the chain|the startup)\M$r$,
     'after_mention', '{company}', null, 'in', 90, true, '[[funds/f]] had taken a 30% stake in the business'),
    ('works_at', 'en', $r$^\W{0,3}(has been|had been|was|is|were|have been) (appointed|named|promoted to|hired as|made|confirmed as)\M$r$,
     'after_mention', '{company,fund}', null, 'in', 70, true, '[[people/a]] has been appointed chief operating officer'),
    ('advises', 'en', $r$\mwelcom(ed|es|e|ing) ⟦⟧ (to|onto|on to) (its|our|the|their) ([a-z-]+ )?(advisory board|board of advis[eo]rs|advis[eo]ry council)\M$r$,
     'context', '{company,fund}', null, 'in', 80, true, 'The company also welcomed [[people/a]] to its advisory board'),
    -- Japanese, organisation pages: a title noun before the person (「同行の頭取は[[a]]」「代表取締役の[[a]]が」
    -- 「アートディレクターには[[a]]が就いている」), not another organisation's title (「[[x]]の社長の[[a]]」)
    ('works_at', 'ja', $r$^(?![^。！？]*⟦⟧の[^。！？⟦⟧]{0,12}$)[^。！？]*?(元|前|現)?(代表取締役(社長)?|社長|会長|頭取|店長|院長|所長|理事長|CEO|CTO|COO|CFO|CMO|CPO|(?<!社外)取締役|執行役員|本部長|部長|室長|マネージャー|ディレクター|(ジェネラル・?|代表|マネージング・?)パートナー|パートナー|プリンシパル|アソシエイト|エンジニア|デザイナー|社員|従業員|スタッフ)(兼[^、。⟦⟧]{1,10})?\s*(は|には|の|として|である|を務める|:|：)\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 70, true, '同行の頭取は[[people/a]]である。; 代表取締役の[[people/a]]が準備を主導'),
    ('advises', 'ja', $r$^(?![^。！？]*⟦⟧の[^。！？⟦⟧]{0,12}$)[^。！？]*?(顧問|技術顧問|アドバイザー|相談役|社外取締役|メンター|参与)\s*(は|には|の|として|である|:|：)\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 80, true, '技術顧問には[[people/a]]が就いている'),
    -- 「[[a]]が執行役員CMOに就任」「[[a]]をCTOに迎えた」 on an organisation's page
    ('works_at', 'ja', $r$^\s*(氏|さん)?(が|を)[^。！？⟦⟧]{0,16}(CEO|CTO|COO|CFO|CMO|CPO|社長|会長|取締役|執行役員|部長|本部長|室長|マネージャー|ディレクター|パートナー|エンジニア|責任者)(兼[^、。⟦⟧]{1,10})?(に|として)(就任|着任|迎え|加わ|昇格)$r$,
     'after_mention', '{company,fund}', null, 'in', 70, true, '[[people/a]]が執行役員CMOに就任したことを発表した'),
    ('works_at', 'ja', $r$^\s*(氏|さん)?が[^。！？⟦⟧]{0,10}(出向|転籍|入社|入行|着任)(し|して|した|しており|している)$r$,
     'after_mention', '{company,fund}', null, 'in', 70, true, '[[people/a]]が出向しており'),
    ('founded', 'ja', $r$^\s*(氏|さん|弁護士|医師|教授|博士)?が[^。！？⟦⟧、]{0,12}(開設|開業|創立|開所|開院)(した|し|された)$r$,
     'after_mention', '{company,fund}', null, 'in', 100, true, '[[people/a]]弁護士が2010年に開設した'),
    -- money raised from a list of investors: 「[[a]]や[[b]]などから累計40億円を調達」
    ('invested_in', 'ja', $r$^\s*((や|、|と|及び|および)⟦⟧)*\s*(など|等|ほか)?\s*(から|より)[^。！？、]{0,24}(円|ドル)を?(調達|資金調達)$r$,
     'after_mention', '{company}', null, 'in', 90, true, '[[funds/a]]や[[companies/b]]などから累計40億円を調達'),
    -- Japanese, person pages: an advisory board, a counsellor, a mentor; advising with words between
    ('advises', 'ja', $r$^\s*の?(相談役|参与|メンター|アドバイザリーボード|アドバイザリー・ボード|諮問委員|顧問団|技術アドバイザー)$r$,
     'after_mention', '{person}', null, 'out', 80, true, '[[companies/a]]の相談役を務める'),
    ('advises', 'ja', $r$^[^。！？]{0,6}に(対し|対して)[^。！？]{0,60}(助言|アドバイス)(を行|し|を続|している|を提供)$r$,
     'after_mention', '{person}', null, 'out', 80, true, '[[companies/a]]に対し、海外展開の進め方について、技術顧問の立場から助言を行っている'),
    ('founded', 'ja', $r$^\s*の?(発起人|創業メンバー|創設メンバー|設立メンバー)$r$,
     'after_mention', '{person}', null, 'out', 100, true, '一般社団法人[[companies/a]]の発起人の一人として'),
    ('works_at', 'ja', $r$^\s*(へ|に)(出向|転籍|派遣|在籍出向)$r$,
     'after_mention', '{person}', null, 'out', 70, true, '子会社の[[companies/a]]へ出向し'),
    ('invested_in', 'ja', $r$^[^。！？]{0,30}(増資|株式|新株|ラウンド|株)[^。！？]{0,12}を[^。！？]{0,10}引き?受け$r$,
     'after_mention', '{person,company,fund}', null, 'out', 90, true, '[[companies/a]]が実施した第三者割当増資の一部を個人で引き受けた');

-- 「後藤亮太氏（[[a]] 取締役CFO）」: an occupation noun after the organisation may close a parenthesis
update brain.link_rules
   set pattern = replace(pattern, $p$CPO)\s*(。|$|で(?!は)|$p$, $p$CPO)\s*([)）]|。|$|で(?!は)|$p$)
 where builtin and link_type = 'works_at' and language = 'ja' and scope = 'after_mention'
   and position($p$CPO)\s*(。|$|で(?!は)|$p$ in pattern) > 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- 「武田莉緒が社長を務める[[a]]は」: the organisation whose head the page's person is (not a kin's: 「夫が社長を
    -- 務める[[a]]」)
    ('works_at', 'ja', $r$^(?![^。！？]*(夫|妻|父|母|兄|姉|弟|妹|息子|娘|家族|友人|知人|同僚|上司|部下)(が|の))[^。！？⟦⟧]*(社長|会長|代表|代表取締役|CEO|CTO|COO|CFO|CMO|取締役(?!会)|執行役員|部長|本部長|所長|院長|理事長|店長|パートナー|エンジニア)を務め(る|ている|ていた|た)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, '武田莉緒が社長を務める[[companies/a]]は'),
    -- 「[[a]]に、最高医療責任者として迎えられた」
    ('works_at', 'ja', $r$^\s*(に|へ)、?[^。！？⟦⟧]{0,24}(責任者|CEO|CTO|COO|CFO|CMO|CPO|役員|部長|本部長|社長|エンジニア|デザイナー|社員|研究員|マネージャー|ディレクター|パートナー)として(迎えられ|迎え入れられ|招かれ|招聘され|採用され|入社|入行|加わ)$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/a]]に、最高医療責任者として迎えられた');

-- an organisation page's Japanese founder and investor cues after the reference do not reach over another reference
-- (「[[people/a]]は、退職後に[[companies/b]]を設立した」: a founded b, not the page), and leading something is an
-- investment only when a round or an investment is led (「代表取締役の[[a]]が上場準備を主導している」 is no stake)
update brain.link_rules
   set pattern = $r$^[^。！？]{0,8}(が|は|によって|により)[^。！？⟦⟧]{0,12}(創業|創設|創立|設立|立ち上げ|起業)$r$
 where builtin and link_type = 'founded' and language = 'ja' and scope = 'after_mention'
   and pattern = $r$^[^。！？]{0,8}(が|は|によって|により)[^。！？]{0,12}(創業|創設|創立|設立|立ち上げ|起業)$r$;
update brain.link_rules
   set pattern = $r$^[^。！？]{0,8}(が|は)[^。！？⟦⟧]{0,16}((ラウンド|出資|投資|増資|調達|リード|シリーズ|シード|プレシード|ブリッジ)[^。！？⟦⟧]{0,6}主導|引き受け|参加した(ラウンド)?|出資)$r$
 where builtin and link_type = 'invested_in' and language = 'ja' and scope = 'after_mention'
   and pattern = $r$^[^。！？]{0,8}(が|は)[^。！？]{0,16}(主導|引き受け|参加した(ラウンド)?|出資)$r$;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- a table row with a percentage beside the reference is a stake: "| [[a]] | 22% | led Series A |" on the
    -- company's page, "| 4% | [[companies/a]] | seed, 2019 |" on the holder's
    ('invested_in', 'any', $r$^\s*\|\s*[0-9.,]+\s*(%|％|percent)\s*\|$r$,
     'after_mention', '{company}', null, 'in', 90, true, '| [[funds/f]] | 22% | led Series A |'),
    ('invested_in', 'any', $r$\|\s*[0-9.,]+\s*(%|％|percent)\s*\|\s*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 90, true, '| 4% | [[companies/a]] | seed, 2019 |'),
    -- "| [[companies/v]] | strategic investment |": a kind of investment right after the reference
    ('invested_in', 'en', $r$^[\s|:,—–-]{0,6}(strategic|minority|majority|equity|corporate|angel|seed|pre-seed|growth|follow-on|venture) (investment|investor|stake|backer|round)s?\M$r$,
     'after_mention', '{company}', null, 'in', 90, true, '| [[companies/v]] | strategic investment |'),
    -- "Seed investor: [[funds/f]]", "Lead backer: [[a]]"
    ('invested_in', 'en', $r$^\W{0,3}([a-z-]+ ){0,2}(investors?|backers?|shareholders?|funders?)\s*[:：]\s*$$r$,
     'before_mention', '{company}', null, 'in', 90, true, 'Seed investor: [[funds/f]]'),
    -- "Now GP at [[funds/f]]", "MD @ [[a]]"
    ('works_at', 'en', $r$\m(gp|gps|md|mds|svp|evp|avp|cso|cio|cdo)\M\s*(at|of|with|@)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'Now GP at [[funds/f]]'),
    -- 「[[funds/f]] ジェネラル・パートナー」: a fund's partner titles (a business partner, 提携パートナー, is none)
    ('works_at', 'ja', $r$^\s*の?\s*(元|前|現)?(ジェネラル|ゼネラル|マネージング|マネジング|ベンチャー|オペレーティング|代表|パートナー)・?パートナー$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[funds/f]] ジェネラル・パートナー'),
    -- thinking about a move is no move: "is thinking about joining [[a]] as CTO"
    ('mentions', 'en', $r$\m(thinking|thinks|thought|think) (about|of) (joining|investing|backing|advising|starting|founding|funding|leaving|moving)\M|\m(weighing|exploring|eyeing) (a move|joining|an offer|investing|backing|a role)\M$r$,
     'context', null, null, 'out', 1000, true, 'He is thinking about joining [[companies/a]] as CTO');

-- Meeting pages: a person the notes only talk about did not attend. The page-kind prior (a meeting's people
-- attended it) gives way where the clause says the person is the one a follow-up goes to ("send to [[a]]",
-- "follow up with [[a]]"), is a matter of business ("the resignation of [[a]]", "a reference check on [[a]]"), or
-- someone who will join the company later ("announced that [[a]] will join as CFO"), or was thanked in absentia.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('mentions', 'en', $r$\m(send|sent|sending|forward|forwarded|follow(ing|s|ed)?[- ]?up|followup|circle back|loop(ed)? in|reach(ing)? out|ping|email|e-mail|cc|call back|check in|catch up)\M[^;.]{0,25}\m(to|with|w/|for)\s*$|\m(intro|intros|introduce|introduced|introduction)\M[^;.]{0,10}\mto\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, 'Next step: send to [[people/m]] for tech DD; Greta to follow up with [[people/s]]'),
    ('mentions', 'en', $r$\m(resignation|retirement|departure|appointment|nomination|election|re-election|replacement|death|passing|candidacy|(reference|background) checks?|references|check|diligence|dd) (of|for|on|about|re|regarding)\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, 'The board noted the resignation of [[people/m]]; Reference check on [[people/o]]'),
    ('mentions', 'en', $r$\min absentia\M|\mwill (join|attend|be joining|take over|start) (as|at|in|on|next)\M$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, '[[people/v]] announced that [[people/p]] will join as CFO next month');

-- A thirteenth round, fresh cases scored on arrival and then read: Japanese money raised, led or taken part in,
-- titles before a person on an organisation's page, career steps in a list; English startups of one's own, founders
-- named before a list, a deal's size before the company, another company's officer beside a reference.
update brain.link_rules
   set pattern = $r$^((、|・|や|と)⟦⟧)*(?![^。！？、]{0,12}(出資|買収|提携|合併|統合|投資))[^。！？、]{0,12}を経て$r$
 where builtin and link_type = 'works_at' and language = 'ja' and scope = 'after_mention'
   and pattern = $r$^(?![^。！？、]{0,12}(出資|買収|提携|合併|統合|投資))[^。！？、]{0,12}を経て$r$;
update brain.link_rules
   set pattern = replace(pattern, '|リサーチャー|', '|リサーチャー|サイエンティスト|アーキテクト|ストラテジスト|マーケター|プログラマー|ライター|')
 where builtin and link_type = 'works_at' and language = 'ja' and scope = 'after_mention'
   and position('|リサーチャー|' in pattern) > 0 and position('サイエンティスト' in pattern) = 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('invested_in', 'ja', $r$^\s*((や|、|と|及び|および|・)⟦⟧)*\s*(など|等|ほか)?\s*(から|より)[^。！？]{0,24}(シリーズ[A-Z]?|シード|ラウンド|資金)を?(調達|資金調達)$r$,
     'after_mention', '{company}', null, 'in', 90, true, '[[funds/f]]からシリーズAを調達'),
    ('invested_in', 'ja', $r$^\s*が[^。！？⟦⟧]{0,16}(ラウンド|増資|資金調達|シリーズ[A-Z]?|シード)を(リード|主導|引き受け)$r$,
     'after_mention', '{person,company,fund}', null, 'out', 90, true, '[[companies/a]]が実施したシリーズBラウンドをリードした'),
    ('invested_in', 'ja', $r$^\s*(が|は)[^。！？⟦⟧]{0,16}(資本参加|出資参画|株式を取得|株主となっ)$r$,
     'after_mention', '{company}', null, 'in', 90, true, '[[funds/f]]が資本参加'),
    ('invested_in', 'ja', $r$^\s*(に|へ)[^。！？⟦⟧]{0,16}(円|ドル)を投じ$r$,
     'after_mention', '{person,company,fund}', null, 'out', 90, true, '[[companies/a]]に10億円を投じた'),
    ('invested_in', 'any', $r$(新規投資|追加投資|投資先|出資先|exits?|イグジット|portfolio|new investments?|follow-?on)\s*[:：]\s*$$r$,
     'before_mention', '{person,fund}', null, 'out', 90, true, '新規投資：[[companies/a]]; Exit：[[companies/b]]'),
    ('advises', 'any', $r$^\W{0,3}(advis[oe]r|board advis[oe]r|mentor|顧問|アドバイザー|技術顧問)\s*[:：]\s*$$r$,
     'before_mention', '{person}', null, 'out', 80, true, 'Advisor: [[companies/a]]'),
    ('works_at', 'ja', $r$^(?![^。！？]*⟦⟧の[^。！？⟦⟧]{0,12}$)[^。！？]*?(元|前|現)?(代表|投資担当|担当パートナー|担当)\s*(は|の|として|である|:|：)\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 70, true, '代表の[[people/a]]が2012年に創業した; 投資担当は[[people/k]]'),
    ('advises', 'ja', $r$(助言委員|諮問委員|アドバイザリーボード|アドバイザリー委員|顧問)として\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 80, true, '投資助言委員として[[people/a]]、[[people/b]]の2名を招いた'),
    ('mentions', 'ja', $r$^\s*(様|さん)?(向け|への提案|への営業)$r$,
     'after_mention', null, null, 'out', 1000, true, '[[companies/a]]向けの提案チームに加わり'),
    -- English
    ('founded', 'en', $r$\m(startup|start-up|company|venture|business|firm)s? of (my|her|his|their) own\M[^;]*$$r$,
     'before_mention', '{person}', null, 'out', 100, true, 'a failed but instructive startup of my own, [[companies/a]]'),
    ('founded', 'en', $r$\m(the|its|our|their) (two |three |four |original )?(co-?)?founders?\s*,?\s*(were |are |is |was )?$$r$,
     'before_mention', '{company,fund}', null, 'in', 100, true, 'the founders, [[people/a]] and [[people/b]], bootstrapped it'),
    ('founded', 'en', $r$^\W{0,3}(the|its|our) (co-?)?founder\s*([,.;)—–]|$)$r$,
     'after_mention', '{company,fund}', null, 'in', 100, true, '[[people/a]], the founder, told us'),
    ('invested_in', 'en', $r$\mportfolio (company|companies|startup|investment|holding) of\M[^;]*$$r$,
     'before_mention', '{company}', null, 'in', 90, true, 'Portfolio company of [[funds/f]] since 2021'),
    ('invested_in', 'en', $r$[$€£¥][0-9.,]+ ?(k|m|mm|bn|million|billion)?\s+(into|in)\s*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 90, true, 'Closed: $15m into [[companies/a]] Series E'),
    ('invested_in', 'en', $r$\m(backed|funded|invested in|financed|seeded)\M[^;]{0,30}\m(including|such as|among them)\M[^;]*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 90, true, 'has so far backed eleven companies, including [[companies/a]]'),
    ('works_at', 'en', $r$\m(deal|investment|lead|board|investing) partner\M[^;.]{0,20}\m(is|was|were)\s*$$r$,
     'before_mention', '{fund}', null, 'in', 70, true, 'Deal partner on ShipBob was [[people/n]]'),
    ('works_at', 'en', $r$^\W{0,3}(ceo|cto|coo|cfo|cmo|cpo|president|chair|chairman|chairwoman|editor-in-chief|editor|managing editor|head of [a-z -]+|director|managing director|general counsel|vp [a-z -]+|general manager|coo and [a-z ]+)\s*[:：]\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 70, true, 'Editor-in-chief: [[people/h]]'),
    ('works_at', 'en', $r$^\W{0,3}who (had |has |have )?(been|was|is|worked|works|served|serves)\M[^;]{0,40}\m(at|with|for) (it|the (firm|fund|company))\M$r$,
     'after_mention', '{company,fund}', null, 'in', 70, true, '[[people/z]], who had been an associate at Cascadia until 2020'),
    ('mentions', 'en', $r$^\W{0,3}(?!(its|her|his|their|our|my)\M)[a-z][\w-]*['’]s (co-?founder|founder|ceo|cto|coo|cfo|president|chair|chairman|head|partner|investor|advis[eo]r)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'out', 1000, true, '[[people/g]], FieldKit''s CEO'),
    ('mentions', 'en', $r$\m(possibly |potentially |maybe )?interested in (investing|angel-?ing|backing|joining|advising|funding)\M|\mnothing (committed|signed|agreed|confirmed|decided)\M|^\W{0,3}((she|he|they|it|we|i)\s+)?((is|are|was|were|am)\s+)?((still|now|currently|also)\s+)?(weighing|considering) (an investment|a stake|a deal|an offer)\M$r$,
     'context', null, null, 'out', 1000, true, 'Possibly interested in angel-ing into [[companies/z]], nothing committed');
