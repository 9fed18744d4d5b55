-- depends: 0058_successions_and_futures
-- Session 35 (issue 18). On an organisation's page the people its board titles name advise it, with or without a
-- label: "Our trustees are [[people/a]], [[people/b]] and [[people/c]]", "We thank former trustee [[people/e]]",
-- "against directors [[people/r]] and [[people/h]]", 「常勤監査役の[[people/n]]は」; those who hold its shares
-- invested in it: "[[people/a]], a shareholder in the company since the angel round", "[[people/l]], who has been on
-- our cap table since the pre-seed", "who also came in at the angel round", "45% of the ordinary share capital is
-- held by [[companies/p]]", 「[[funds/a]]に資本参加していただきました」, and a fund's or company's "largest positions
-- are [[a]], [[b]]", 「保有していた[[a]]の全株式を売却」, 「[[a]]への出資比率を引き上げ」 name what it invested in. On a
-- person's page "holds seats on the boards of [[a]] and [[b]]", "Trustee, [[a]] · 2018 – present", an
-- adviser-in-residence and 評議員 / 理事 / 監事 of a foundation advise it; 「[[a]]を非常勤取締役として迎え入れ」 as a
-- 社外取締役 would be. On an organisation's page a person given a title at another organisation ("[[people/d]], Managing
-- Partner at Pacific Rim Growth, has joined its board") has no job there from that title; one who "joins from
-- [[companies/m]]", "was elevated to general partner", is signed "[[people/u]] and [[people/i]], General Partners" (a
-- fund's), 「[[people/s]]が杜氏に昇格しました」 or takes over or hands over the business (「[[people/k]]氏が父の[[people/t]]氏
-- からバトンを受け継ぎ」) works there; the one who opened the shop it grew from founded it ("Corvo Bikes was started in
-- 2011, when [[people/l]] opened a repair shop in Turin").
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$\m(?:our|its|the|their)?\s*(?:(?:former|current|new|fellow|founding)\s+)?(?:trustees|governors|regents|directors|board members|non-executive directors|independent directors|outside directors)\s+(?:are|were|include|included|includes|comprise|comprised|are now|have been)\s+(?:⟦⟧\s*(?:,|and|&)\s*)*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 85, true, false, 'Our trustees are [[people/a]], [[people/b]] and [[people/c]]'),
    ('advises', 'en', $r$\m(?:(?:former|then|fellow|current|lead|independent|non-executive|outside|external)\s+)*(?:trustees?|governors?|board members?|non-executive directors?|independent directors?|outside directors?|board directors?|board observers?|directors)\s*,?\s*(?:⟦⟧\s*(?:,|and|&)\s*)*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 85, true, false, 'We thank former trustee [[people/e]]; claims against directors [[people/r]] and [[people/h]]'),
    ('invested_in', 'en', $r$^\W{0,3}(?:who\s+|which\s+)?(?:(?:has|have|had)\s+been\s+|is\s+|are\s+|was\s+|were\s+)?(?:also\s+|long\s+|still\s+)?(?:an?\s+)?(?:(?:early|existing|longtime|long-time|seed|angel|first|major|minority|significant)\s+)?(?:shareholders?|stockholders?|on\s+(?:our|the|its)\s+cap\s+table)\M$r$,
     'after_mention', '{company,fund}', NULL, 'in', 90, true, false, '[[people/a]], a shareholder in the company since the angel round; [[people/l]], who has been on our cap table since the pre-seed'),
    ('invested_in', 'en', $r$^\W{0,3}(?:who|which)\s+(?:also\s+|first\s+|originally\s+)?(?:came in|invested|participated|joined)\s+(?:at|in|during)\s+(?:the|our|its)\s+(?:[a-z-]+\s+){0,2}?(?:round|raise|bridge|financing)\M$r$,
     'after_mention', '{company,fund}', NULL, 'in', 90, true, false, '[[funds/t]], who also came in at the angel round, will not follow on'),
    ('invested_in', 'en', $r$\m(?:shares|stake|share capital|equity|stock)\M[^.;⟦⟧]{0,30}?\m(?:is|are|was|were)\s+(?:(?:now|still|also|jointly)\s+)?(?:held|owned)\s+by\s*$$r$,
     'before_mention', '{company,fund}', NULL, 'in', 90, true, false, 'The remaining 45% of the ordinary share capital is held by [[companies/p]]'),
    ('invested_in', 'en', $r$\m(?:our|its|the fund['’]s|the firm['’]s)\s+(?:(?:largest|biggest|top|core|remaining|current|other|main)\s+)?(?:positions|holdings|portfolio companies|investments|bets)\s+(?:are|were|include|included|includes|remain)\s+(?:⟦⟧\s*(?:,|and|&)\s*)*$$r$,
     'before_mention', '{fund,company}', 'companies/', 'out', 90, true, false, 'Our largest positions are [[companies/a]], [[companies/s]] and [[companies/c]]'),
    ('advises', 'en', $r$\m(?:holds?|held|holding|has|had|took|takes)\s+(?:(?:non-executive|independent|board)\s+)?seats\s+on\s+(?:the\s+)?boards\s+of\s+(?:⟦⟧\s*(?:,|and|&)\s*)*$$r$,
     'before_mention', '{person}', NULL, 'out', 85, true, false, 'she currently holds seats on the boards of [[companies/s]] and [[companies/h]]'),
    ('advises', 'en', $r$\m(?:advis[eo]rs?|mentors?)[-\s]in[-\s]residence\s+(?:at|with|for|of)\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 85, true, false, 'I''m an adviser-in-residence at [[funds/e]]'),
    ('advises', 'en', $r$^\W{0,4}(?:(?:former|emeritus)\s+)?(?:trustee|governor|board member|board director|non-executive director|independent director|board observer|member of the board|advis[eo]ry board member)\s*[,|·:–—-]\s*[*_]*\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 85, true, false, 'Trustee, [[companies/n]] · 2018 – present'),
    -- Japanese
    ('advises', 'ja', $r$^\s*(?:の|で(?:は|も)?|[:：|/／・–—-])?\s*(?:元|前|現)?\s*(?:評議員|監事|(?<!代表)理事(?!長|会))$r$,
     'after_mention', '{person}', NULL, 'out', 85, true, false, '[[companies/f]] 評議員; [[companies/f]]の評議員を務めています'),
    ('advises', 'ja', $r$(?:常勤|非常勤|社外|独立)?(?:監査役|社外取締役|非常勤取締役|監事|評議員|顧問)\s*(?:の|である|を務める|を務めている)\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 97, true, false, '常勤監査役の[[people/n]]は、引き続き在任いたします'),
    ('invested_in', 'ja', $r$(?:保有(?:する|している|していた|しておりました|中の)|出資(?:済み|していた|しておりました))\s*$$r$,
     'before_mention', '{fund,company,person}', 'companies/', 'out', 90, true, false, '保有していた[[companies/p]]の全株式を売却しました'),
    ('invested_in', 'ja', $r$^\s*(?:への|に対する)\s*(?:出資比率|持株比率|出資額|保有比率|持分)$r$,
     'after_mention', '{fund,company,person}', 'companies/', 'out', 90, true, false, '[[companies/y]]への出資比率を15%から34%に引き上げました');
-- 「[[a]]に資本参加していただきました」: a benefactive investment in the page's organisation, as 出資していただき
update brain.link_rules set pattern = replace(pattern, '(?:出資|投資|リード)[^。⟦⟧]{0,12}?(?:いただ', '(?:出資|投資|リード|資本参加)[^。⟦⟧]{0,12}?(?:いただ')
 where builtin and link_type = 'invested_in' and language = 'ja'
   and pattern like '%(?:出資|投資|リード)[^。⟦⟧]{0,12}?(?:いただ%';
-- 「[[a]]氏を当社の非常勤取締役として迎え入れ」: welcomed as a non-executive director, as 社外取締役 (not a job)
update brain.link_rules set pattern = replace(pattern, '(?:顧問|アドバイザー|社外取締役)として(?:迎え', '(?:顧問|アドバイザー|社外取締役|非常勤取締役|社外監査役|監査役)として(?:迎え')
 where builtin and link_type = 'advises' and language = 'ja'
   and pattern like '%(?:顧問|アドバイザー|社外取締役)として(?:迎え%';
update brain.link_rules set pattern = replace(pattern, '(?:顧問|アドバイザー|社外取締役|監査役)として)', '(?:顧問|アドバイザー|社外取締役|非常勤取締役|監査役)として)')
 where builtin and link_type = 'works_at' and language = 'ja'
   and pattern like '%(?:顧問|アドバイザー|社外取締役|監査役)として)%';
update brain.link_rules set pattern = replace(pattern, '[^。⟦]{0,12}?(?:CTO|CEO|COO|CFO|CPO|CMO|取締役(?!会(?!長))|', '[^。⟦]{0,12}?(?:CTO|CEO|COO|CFO|CPO|CMO|(?<!非常勤|社外)取締役(?!会(?!長))|')
 where builtin and link_type = 'works_at' and language = 'ja'
   and pattern like '%[^。⟦]{0,12}?(?:CTO|CEO|COO|CFO|CPO|CMO|取締役(?!会(?!長))|%';
-- on an organisation's page a person given a title at another organisation is that one's ("[[people/d]], Managing
-- Partner at Pacific Rim Growth, has joined its board": the title says nothing of the page; the page's own name is
-- read as "It")
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('mentions', 'en', $r$^\s*[,(–—-]\s*(?:(?:a|an|the|former|then|now|currently|ex-?)\s+)*(?:[a-z&/-]+\s+){0,3}?(?:partner|ceo|cto|coo|cfo|cmo|cpo|founder|co-?founder|president|chair|chairman|chairwoman|chairperson|director|officer|principal|associate|vp|head|manager|engineer|scientist|professor|analyst|lead|counsel|economist)\s+(?:at|with|from)\s+(?!(?:it|its|it['’]s|us|our|the\s+(?:company|firm|fund|startup|business|group|bank|board))\M)[^\s,;.⟦]$r$,
     'after_mention', '{company,fund}', 'people/', 'out', 75, true, false, 'In connection with the financing, [[people/d]], Managing Partner at Pacific Rim Growth, has joined its board'),
    -- one who joins the page's organisation from another works there ("[[people/e]] joins from [[companies/m]], where she
    -- ran lab operations")
    ('works_at', 'en', $r$^\W{0,3}(?:(?:has|have|had|recently|also|just|now)\s+)*(?:joins|joined|rejoins|rejoined|comes|came|arrives|arrived)\s+(?:us\s+|the company\s+|the firm\s+|the team\s+|the fund\s+)?(?:(?:in|on)\s+[^,;.⟦]{1,20}?\s+)?(?:as\s+[^,;.⟦]{1,30}?\s+)?from\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/e]] joins from [[companies/m]], where she ran lab operations'),
    -- the one who opened the first shop the page's business grew from founded it ("Corvo Bikes was started in 2011, when
    -- [[people/l]] opened a repair shop in Turin")
    ('founded', 'en', $r$^\W{0,3}(?:(?:first|had|has|originally)\s+)?(?:opened|set\s+up|started)\s+(?:a|an|the|his|her|their)\s+(?:first\s+|small\s+|tiny\s+|little\s+)?(?:[a-z-]+\s+)?(?:shop|store|restaurant|bakery|cafe|café|studio|workshop|garage|stall|bar|boutique|kitchen)\M$r$,
     'after_mention', '{company}', 'people/', 'in', 95, true, false, 'Corvo Bikes was started in 2011, when [[people/l]] opened a repair shop in Turin'),
    -- raised to a title ("[[people/o]] was elevated to general partner in April") and a signature with a partner's title
    -- ("[[people/u]] and [[people/i]], General Partners")
    ('works_at', 'en', $r$^\W{0,3}(?:(?:has|have|had)\s+been\s+|was\s+|were\s+|is\s+|gets?\s+|got\s+)?(?:elevated|promoted|upped|moved\s+up|stepped\s+up)\s+to\s+(?:(?:a|an|the|our|its)\s+)?(?:[a-z-]+\s+){0,2}?(?:partner|principal|associate|ceo|cto|coo|cfo|cmo|cpo|president|director|head|lead|manager|officer|chief\s+[a-z]+(?:\s+officer)?)s?\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 95, true, false, '[[people/o]] was elevated to general partner in April'),
    ('works_at', 'en', $r$^\s*[,–—-]\s*(?:(?:co-?)?founding\s+|general\s+|managing\s+|senior\s+|venture\s+)?partners?\s*[.]?\s*$$r$,
     'after_mention', '{fund}', 'people/', 'in', 80, true, false, '[[people/u]] and [[people/i]], General Partners'),
    -- 「[[people/s]]が杜氏に昇格しました」: promoted in the page's organisation; 「[[people/k]]氏が父の[[people/t]]氏から
    -- バトンを受け継ぎ」: the one who takes over and the one who hands over both run it
    ('works_at', 'ja', $r$^\s*(?:氏|さん|様)?\s*(?:が|は)[^。⟦⟧]{0,20}?に(?:昇格|昇進|昇任)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, false, '蔵で15年修業してきた[[people/s]]が杜氏に昇格しました'),
    ('works_at', 'ja', $r$^\s*(?:氏|さん|様)?\s*(?:が|は|から)[^。]{0,24}?(?:バトンを(?:受け継|引き継|受け取|渡)|跡を継|家業を継|経営を(?:受け継|引き継|継)|事業を承継|社長職?を(?:引き継|継)|代表を(?:引き継|継))$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, false, '9代目の[[people/k]]氏が父の[[people/t]]氏からバトンを受け継ぎ');
