-- depends: 0026_held_time
-- Verbs that carry the page's relation (issue 19, with issue 18's typing): "exited [[x]]", "took a board seat at
-- [[x]]", "last day at [[x]]" say that a relation began or ended, not which one. On a page that already has one
-- typed relation with [[x]] ("invested in [[x]] in 2022" ... "exited [[x]] in 2025"; "joined the advisory board of
-- [[x]]" ... "gave up his board seat at [[x]]"), such a cue takes that relation and dates it; alone it types its own
-- (works_at for an exit or a last day, invested_in for a board seat, as before). Also cues a generated world of job
-- changes showed missing: "moved from [[a]] to [[b]] in 2020" (b typed, the move dated); on organisation pages
-- "[[p]] started at the company", "has been its general counsel", "[[p]] left the board", 「[[p]]は…を退職した」; a
-- first or last day at a company; 「[[x]]の元社外取締役」; 「[[x]]への助言を開始」; 「[[x]]へ移った」 as a start.

alter table brain.link_rules add column carries boolean not null default false;
comment on column brain.link_rules.carries is 'true: the cue says a relation began or ended without saying which (exited, a board seat, a last day): on a page that has exactly one other typed relation (of kind state or event) with the same target, from a rule that does not carry or from frontmatter, the reference takes that relation and its direction (its dates go there); otherwise the rule''s own link_type. false (default): the rule types the reference itself.';

-- the board-seat rule carries (found by its pattern: ids differ between brains). The leaving rules do not: "left
-- [[x]]" on a page that also says "came back to [[x]] as an advisor" or "founded [[x]]" is still a job left
update brain.link_rules
   set carries = true
 where builtin and link_type = 'invested_in' and language = 'en' and pattern = '\mboard seat (at|in|on)\M';

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    -- an exit: from an investment when the page has one ("invested in [[x]] in 2022" ... "exited [[x]] in 2025"),
    -- else a job left, as the leaving rule types it
    ('works_at', 'en', $r$\m(exited|exits|exiting)\s*$$r$,
     'before_mention', '{person}', null, 'out', 63, true, true, 'He exited [[companies/x]] in October 2025'),
    -- the page moved to ("moved from [[a]] to [[b]] in 2020": b was typed a mention)
    ('works_at', 'en', $r$\m(moved|moves|moving|switched|switches|switching|went|transferred|jumped|hopped|defected)\s+from\s+⟦⟧\s*(,[^,;⟦]*,\s*)?to\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'moved from [[companies/a]] to [[companies/b]] in 2020'),
    -- a first or last day somewhere (a timeline line "Last day at [[x]]")
    ('works_at', 'en', $r$\m(first|last|final) (full )?(day|week|shift) (at|with|in|of work at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, true, 'Last day at [[companies/x]]'),
    -- a board seat given up or taken (the rule above types it invested_in; these carry too)
    ('invested_in', 'en', $r$\m(gave up|gives up|giving up|relinquished|resigned|left|vacated|took|takes|taking|took up|won|gained) (up )?(a |an |his |her |their |its |the )?(independent |non-executive |observer )?board seat (at|in|on|with)\s*$$r$,
     'before_mention', '{person,fund}', null, 'out', 91, true, true, 'gave up his board seat at [[companies/x]]'),
    -- organisation pages: a person who started there, holds a title there (has been its ...), or left its board
    ('works_at', 'en', $r$^[^;]{0,10}\m(started|starts|began|begins|start) (working |work )?(at|with|for) (it|the company|the firm|the startup|the business|us)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 66, true, false, '[[people/a]] started at the company in 2011'),
    ('works_at', 'en', $r$^[^;]{0,10}\m(has|have|had) (been|served as|worked as) (the |our |its |a |an )?([a-z'’-]+ ){0,3}(ceo|cto|coo|cfo|cmo|cro|cpo|president|chair(man|woman|person)?|chief|vp|head|director|manager|engineer|employee|developer|designer|scientist|lead|counsel|officer|analyst|architect|researcher)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/a]] has been its chief scientist since March 2022'),
    ('works_at', 'en', $r$^[^;]{0,10}\m(is|was|serves as|served as|joined as|became|as) (the |our |its |a |an )?(general|legal|in-house|chief legal) counsel\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/a]] was its general counsel until 2020'),
    ('advises', 'en', $r$^[^;]{0,10}\m(left|leaves|quit|quits|resigned from|stepped down from|stepped off|rotated off|departed|came off) (its |the |our )?(advisory )?board\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, false, '[[people/a]] left the board on 16 April 2013'),
    -- Japanese: a former outside director or adviser (「[[x]]の元社外取締役」: 元 before the title), a person who left the
    -- organisation whose page it is (「[[p]]は2013年3月に同社を退職した」), advice that began (「[[x]]への助言を開始」)
    ('advises', 'ja', $r$^\s*の(元|前|現)(社外取締役|社外監査役|技術顧問|顧問|アドバイザー|相談役)$r$,
     'after_mention', '{person,fund}', null, 'out', 85, true, false, '[[companies/x]]の元社外取締役である'),
    ('works_at', 'ja', $r$^\s*(氏|さん)?(は|が|も)[^。！？⟦⟧]{0,30}を(退職|退社|辞職|辞め|去っ|去り|離れ)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/a]]は2013年3月に同社を退職した'),
    ('advises', 'ja', $r$^\s*(への|に対する|に向けた|向けの)(助言|アドバイス|顧問)$r$,
     'after_mention', '{person,fund}', null, 'out', 80, true, false, '[[companies/x]]への助言を開始');

-- 「[[x]]へ移った」 starts a relation as 移籍 does
update brain.held_rules
   set pattern = replace(pattern, '|移籍|', '|移籍|移っ|移り|移る|')
 where builtin and language = 'ja' and bound = 'from' and pattern like '%|移籍|転職|%' and pattern not like '%|移っ|%';

-- the date of a move ("moved from [[a]] to [[b]] in 2020"): the start at b; the link engine reads it as the end at a
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r$\m(?:moved|moves|moving|switched|switches|switching|went|transferred|jumped|hopped|defected)\s+from\s+⟦⟧[^;⟨]{0,60}?\mto\s+⟦⟧[^;:⟨]{0,30}?\m(?:in|on|during|by|at)\s+{date}$r$,
     '{state}', true, 'moved from [[companies/a]] to [[companies/b]] in 2020 (until 2020 at a, from 2020 at b)'),
    ('from', 'en', $r$\m(?:in|on|during|by)\s+{date}[^;:⟨]{0,30}?\m(?:moved|moves|moving|switched|switches|switching|went|transferred|jumped|hopped|defected)\s+from\s+⟦⟧[^;⟨]{0,60}?\mto\s+⟦⟧$r$,
     '{state}', true, 'In 2018 he switched from [[companies/a]] to [[companies/b]]');

-- questions (brain.question_time): a span without 'from' ("2018 to 2020", "in the years 2018 through 2020"), a date
-- after other prepositions ("around 2019", "for 2019"), a date alone ("Lumen staff, 2019?")
insert into brain.question_time (language, meaning, pattern, strip, priority, builtin, note) values
    ('en', 'span', $r$(?<![0-9⟩])(?:(?:in|during|over|across|for|within|throughout)\s+)?(?:the\s+(?:years?|period)\s+(?:of\s+)?)?{date}\s*(?:to|through|thru|until|till|–|—|~)\s*{date}(?:\s+period)?$r$,
     true, 89, true, 'Who worked at Acme 2018 through 2020?'),
    ('en', 'date', $r$\m(?:around|circa|about|approximately|for|within|across|over|the year)\s+{date}$r$,
     true, 79, true, 'Who was at Acme around 2019?'),
    ('any', 'date', $r${date}$r$, false, 10, true, 'a date alone (kept: it may be part of a name): Acme staff, 2019?');

-- 「退職した」「退社した」「退任した」: the verb of leaving with し before た
update brain.question_time
   set pattern = '(?:辞め|やめ|退職し|退社し|退任し|辞職し|辞任し|退職|退社|退任|去っ|離れ)(?:た|ている|ていた)'
 where builtin and language = 'ja' and meaning = 'ended'
   and pattern = '(?:辞め|退職|退社|退任|去っ|離れ)(?:た|ている|ていた)';

-- before another page, in more Japanese forms: 「Xより前の」「X以前の職歴」「Xに入る前の勤め先」
update brain.question_time
   set pattern = '(?:に(?:入社する|入る|移る|転職する|就職する|加わる))?(?:より前|以前|の前|前)(?:に|は|の|、|,)'
 where builtin and language = 'ja' and meaning = 'before'
   and pattern = '(?:に(?:入社する|入る|移る|転職する|就職する|加わる))?(?:前に|前は|前、|前,|以前に|より前に|の前に|の前)';
