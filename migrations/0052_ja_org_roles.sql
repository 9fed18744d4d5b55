-- depends: 0051_meeting_absences
-- Session 30 (issue 18), from round 23 once scored on arrival: the people an organisation's Japanese page names in
-- roles the rules did not know. Board and oversight roles of any organisation (理事 of a foundation or an NPO, 監事,
-- 評議員, an advisory board joined, a seat at the board as an observer: 「[[a]]氏は、取締役会にオブザーバーとしても出席
-- している」「監事は引き続き、税理士の[[a]]が務めています」) advise it; its staff roles (代表理事, 理事長, 事務局長, an intern,
-- 職員, the head of a shop, clinic or school) and 当社 joined or held (「2008年当社入社」「当社CTOとして」) work at it.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'ja', $r$(?<!代表)理事(?!長)|監事|評議員|アドバイザリー・?ボード|取締役会(に|の)?(オブザーバー|陪席)|ボードオブザーバー|オブザーバーとして(も)?(出席|参加|同席)$r$,
     'context', '{company,fund}', 'people/', 'in', 80, true, false, '[[people/a]]氏は、取締役会にオブザーバーとしても出席している'),
    ('works_at', 'ja', $r$代表理事|理事長|事務局長|事務局員|インターン|職員|店長|院長|園長|校長|編集長|当社(に|へ)?(入社|入行|参画|転職|復帰)|当社(の)?(CEO|CTO|COO|CFO|CMO|CPO|社長|代表|副社長|専務|常務|執行役員|社員|エンジニア)$r$,
     'context', '{company,fund}', 'people/', 'in', 70, true, false, '事務局長には、今年度から[[people/a]]が着任しました');
