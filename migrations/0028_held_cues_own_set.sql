-- depends: 0027_carried_relations
-- Cues a second development set of our own showed missing (issue 19, tests/sql/data/held_cases.txt, the 'session
-- 17b' cases, written apart from the generated world): a company that hired the page's person ("[[x]] hired Ben in
-- March 2018", the person's own name read as a pronoun), a person let go by a company, an organisation's person who
-- "has been with" it (issue 18's dev2 prose), and Japanese dates in parentheses after the verb
-- (「[[x]]に入社した（2008年）」「…を退職した（2019年）」).

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('works_at', 'en', $r$^\s*(hired|hires|recruited|recruits|poached|brought on|brought in|took on|takes on|employed|employs|appointed|named|promoted) (she|he|they|her|him|them)\M$r$,
     'after_mention', '{person}', null, 'out', 66, true, '[[companies/x]] hired Ben in March 2018 (the page''s person)'),
    ('works_at', 'en', $r$\m(let go|laid off|fired|dismissed|made redundant|sacked) by\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, 'was let go by [[companies/x]] in 2020'),
    -- an organisation page's person who has been with it (its own name read as it)
    ('works_at', 'en', $r$^[^;]{0,10}\m(has|have|had) been (with|at) (it|us|the company|the firm|the fund|the startup)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 66, true, '[[people/a]] has been with the firm since 2019');

insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'ja', $r$(?:入社|入行|入所|就任|着任|参画|加入|移籍|転職)(?:した|し)?\s*[（(]\s*{date}\s*[)）]$r$,
     '{state}', true, '[[companies/x]]に入社した（2008年）'),
    ('until', 'ja', $r$(?:退職|退社|退任|辞任|辞職)(?:した|し)?\s*[（(]\s*{date}\s*[)）]$r$,
     '{state}', true, '[[companies/x]]を退職した（2019年）');
