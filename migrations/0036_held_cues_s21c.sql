-- depends: 0035_held_cues_s21b
-- Session 21's dated ends of our own: "handed over the reins at [[x]] in 2019" (a job given up: it carries the
-- relation the page has with x, else a job), and 「2019年に[[x]]を退き、」 (退く: a job left, as 退任 is).
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(?:handed|hands|handing|passed|passes|passing) (?:over )?(?:the )?(?:reins|baton|keys|top job) (?:at|of)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, true, 'He handed over the reins at [[companies/x]] in 2019');
update brain.link_rules
   set pattern = replace(pattern, '(辞め|退職|退社|離れ|去|退任|卒業)', '(辞め|退職|退社|離れ|去|退任|退き|退い|退く|卒業)')
 where builtin and language = 'ja' and link_type = 'works_at' and scope = 'after_mention'
   and strpos(pattern, '(辞め|退職|退社|離れ|去|退任|卒業)') > 0;

-- A job that holds, said by the time spent in it or a promotion in it: "She is in her fifth year at [[x]]", "He had a
-- great first year at [[x]]", "She was promoted at [[x]] in 2022" (from negative controls of our own, session 21)
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(?:her|his|their|my|a|an)\s+(?:[\w-]+\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[0-9]+(?:st|nd|rd|th))\s+(?:year|month|week|day)s?\s+(?:at|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'She is in her fifth year at [[companies/x]]'),
    ('works_at', 'en', $r$\m(?:was|were|got|gets|has been|have been|is|are)\s+promoted\s+(?:to\s+[^;⟦]{0,40}?\s+)?(?:at|within|by)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'She was promoted at [[companies/x]] in 2022');
