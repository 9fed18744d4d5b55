-- depends: 0053_org_page_boards
-- Session 31 (issue 18), from rounds 24 and 25 once scored on arrival. A founder's kin is not a founder: "The
-- founder's daughter, [[people/l]], has run the company since 2012", 「創業者の長男である[[people/h]]」 gave founded
-- from the title they hold of someone else; such a phrase before a reference now asserts nothing of its own (a
-- mention, priority 101, above the founding cues), so only the other texts of the occurrence type it, and a Japanese
-- successor's line (「創業者の長男である[[people/h]]が代表取締役社長に就任」) works at the company (priority 102). And a
-- board named by its company's name, taken, held, chaired or left, on a person's page ("I stepped off the
-- [[companies/f]] board in 2020", "joined the [[companies/a]] board") advises it (where only "sits on the [[a]]
-- board" did), not a board meeting, call or deck.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('mentions', 'en', $r$\m(founder|founders|co-founder|co-founders|cofounder|founding family)['’]s? (son|daughter|sons|daughters|wife|husband|widow|widower|brother|sister|father|mother|nephew|niece|grandson|granddaughter|grandchildren|children|child|kids|family|heir|heirs|son-in-law|daughter-in-law)\W*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 101, true, false, 'The founder''s daughter, [[people/l]], has run the company since 2012'),
    ('mentions', 'ja', $r$創業者(の|である)(長男|次男|三男|長女|次女|三女|息子|娘|妻|夫|孫|弟|兄|姉|妹|甥|姪|父|母|親族|一族|子息|令嬢|夫人)(で|である|の|、)?\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 101, true, false, '創業者の長男である[[people/h]]'),
    ('works_at', 'ja', $r$創業者(の|である)(長男|次男|三男|長女|次女|三女|息子|娘|妻|夫|孫|弟|兄|姉|妹|甥|姪|親族|一族|子息|令嬢|夫人)(で|である|の|、)?\s*⟦⟧\s*(が|は|も)[^。]{0,30}?(社長|代表|会長|CEO|取締役|専務|常務|執行役員|頭取|店主|院長)[^。]{0,10}?(就任|務め|継い|継ぐ|継承)$r$,
     'context', '{company,fund}', 'people/', 'in', 102, true, false, '創業者の長男である[[people/h]]が代表取締役社長に就任'),
    ('advises', 'en', $r$\m(stepped|steps|stepping|rotated|rotates|rotating|came|comes|coming) off (the |its )?(⟦⟧['’]?s? )?(advisory )?board\M|\m(joined|joins|join|joining|left|leaves|leaving|quit|quits|chairs?|chaired|chairing|elected to|appointed to|named to|added to|invited onto|invited to join) (the |its )?⟦⟧['’]?s? (advisory )?board\M(?! (meeting|call|deck|pack|dinner|offsite|retreat|presentation|update))$r$,
     'context', '{person}', 'companies/', 'out', 81, true, false, 'I stepped off the [[companies/f]] board in 2020'),
    ('mentions', 'en', $r$\m[a-z]+ (to|will|should|must|needs to|is to) (call|ask|email|e-mail|ping|phone|text|message|contact|chase|nudge|remind|update|brief|thank|invite|interview|meet|reference-check)\s*$|\mshare\M[^;.]{0,30}\mwith\s*$|^\W*(out|away|off|absent|not present|unable to attend|apologies|regrets)\s*[:：]\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, false, 'Ayo to call [[people/c]] for a reference; Out: [[people/b]] (PTO)'),
    ('mentions', 'en', $r$^\s*\(\s*(pto|ooo|on leave|sick|out sick|off sick|vacation|on vacation|holiday|on holiday|parental leave|travell?ing)\s*\)$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, false, 'Out: [[people/b]] (PTO)'),
    ('mentions', 'ja', $r$^\s*(さん|氏|様)?\s*(に|へ)(は|も)?\s*(ping|PING|連絡|確認|共有|送付|送る|送っ|メール|電話|依頼|打診|相談|リマインド|フォロー|紹介)$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, false, '先方の担当の[[people/o]]にping済み'),
    ('mentions', 'ja', $r$既存株主|主要株主|株主構成|キャップテーブル$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, false, '既存株主は[[people/h]]さん（エンジェル）のみ');
