-- depends: 0029_question_time_words
-- Cues a fresh set of valid-time pages of our own showed wrong (written apart from the engine, scored on arrival; the
-- half tuned on in tests/sql/data/held_cases.txt, 'session 19f'):
-- * a departure whose clause goes on to the page joined ("She left to join [[b]] as CPO", "left for [[b]]") ends the
--   job left, not [[b]]; likewise 「退任後も[[b]]の社外取締役は続けている」「退職し、[[b]]に入社」: a departure followed by
--   後 / から / a clause break and then the reference is of another relation;
-- * 「前[[x]]常務」 (the former post) and 「[[x]]出身」 (an alumnus) as ended;
-- * 「[[x]]へ転じた」「[[x]]に籍を移した」「[[x]]に引き抜かれた」 as starts.
update brain.held_rules
   set pattern = replace(pattern, '\M(?:\s+[\w-]+){0,5}?\s+⟦⟧',
                         '\M(?:\s+(?!(?:to\s+)?(?:join|joins|joining|joined|become|becoming|start|starting|found|co-found|launch|lead|head|run|take|work)\M|for\M)[\w-]+){0,5}?\s+⟦⟧')
 where builtin and language = 'en' and bound = 'ended' and starts_with(pattern, '\m(?:left|leaves|leaving|')
   and strpos(pattern, '\M(?:\s+[\w-]+){0,5}?\s+⟦⟧') > 0;
update brain.held_rules
   set pattern = replace(pattern, '\M[^;⟨]{0,80}?\m(?:in|on|during|by|at)\s+{date}',
                         '\M(?:(?!\s*(?:(?:to\s+)?(?:join|become|start|found|co-found|launch|lead|head|run|take\s+(?:up|over))|for)\s+(?:[\w-]+\s+){0,2}?⟦⟧)[^;⟨]){0,80}?\m(?:in|on|during|by|at)\s+{date}')
 where builtin and language = 'en' and bound = 'until' and starts_with(pattern, '\m(?:left|leaves|leaving|')
   and strpos(pattern, '\M[^;⟨]{0,80}?\m(?:in|on|during|by|at)\s+{date}') > 0;
update brain.held_rules
   set pattern = '(?:' || pattern || ')(?!(?:した|して|し)?(?:後|のち|から|、|,)[^。]*⟦⟧)'
 where builtin and language = 'ja' and bound = 'ended' and pattern like '退職|退社|退行|退任|%|所属していない';
update brain.held_rules
   set pattern = pattern || '(?!(?:した|して|し)?(?:後|のち|から|、|,)[^。]*⟦⟧)'
 where builtin and language = 'ja' and bound = 'until'
   and pattern like '{date}(?:末|初め|頃|ごろ)?(?:に|で)?[、,]?[^。⟨、]{0,30}?(?:退職|退社|%|売却)';
update brain.held_rules
   set pattern = pattern || '|(?<![0-9０-９年月日以直午目手名事])前\s*⟦⟧|⟦⟧\s*(?:の)?出身(?!地|校)'
 where builtin and language = 'ja' and bound = 'ended' and pattern like '⟦⟧の(?:元|前)%' and pattern not like '%出身%';
update brain.held_rules
   set pattern = replace(pattern, '|移っ|移り|移る|', '|移っ|移り|移る|転じ|籍を移|引き抜か|')
 where builtin and language = 'ja' and bound = 'from' and pattern like '%|移っ|移り|移る|%' and pattern not like '%転じ%';
-- (the same with the date in front: "In 2019 she left to join [[b]]" starts [[b]]; "to join [[b]] in 2019" as
-- "joined")
update brain.held_rules
   set pattern = pattern || '(?!\s+(?:(?:to\s+)?(?:join|become|start|found|co-found|launch|lead|head|run|take\s+(?:up|over))|for)\s+(?:[\w-]+\s+){0,2}?⟦⟧)'
 where builtin and language = 'en' and bound = 'until' and starts_with(pattern, '(?:^|[,;:.。]\s*)')
   and strpos(pattern, '(?:left|leaves|leaving|') > 0
   and right(pattern, 14) = 'retirement))\M';
update brain.held_rules
   set pattern = replace(pattern, 'joined|joins|joining|rejoined|', 'joined|joins|joining|join|rejoined|')
 where builtin and language = 'en' and bound = 'from' and strpos(pattern, 'joined|joins|joining|rejoined|') > 0
   and strpos(pattern, '|join|') = 0;

-- A board's chair or member is a board seat (advises, as "joined the board of"): "was named chair of the board at
-- [[x]]", "a member of the supervisory board of [[x]]", 「[[x]]の取締役会のメンバー」「[[x]]の取締役会議長」.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$\m(chair|chairs|chairman|chairwoman|chairperson|vice[- ]chair|vice[- ]chairman|vice[- ]chairwoman|member|members) of (the |its |their )?(advisory |supervisory )?board (of|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 81, true, false, 'was named chair of the board at [[companies/x]]'),
    ('advises', 'ja', $r$^\s*の(取締役会|監査役会|理事会)(の)?(メンバー|議長|構成員|一員)$r$,
     'after_mention', '{person}', null, 'out', 81, true, false, '現在は[[companies/x]]の取締役会のメンバーである');
