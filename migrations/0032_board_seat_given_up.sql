-- depends: 0031_held_start_moving_on
-- A board seat given up ends a seat on the board, as "left the board of [[x]]" does: on a page with no other
-- relation to [[x]] it is typed advises (a person's board seat, as "sits on the board of" and "board member" are)
-- and its date is the end ("gave up his board seat at [[x]] in 2019" had been an investment made in 2019). Taking
-- or holding a board seat stays invested_in (gbrain's reading: the seat an investor takes). Both still carry the
-- page's one typed relation with [[x]] (brain.link_rules.carries).
update brain.link_rules
   set pattern = replace(pattern, '(gave up|gives up|giving up|relinquished|resigned|left|vacated|took|', '(took|'),
       note = 'took a board seat at [[companies/x]]'
 where builtin and link_type = 'invested_in' and language = 'en'
   and starts_with(pattern, '\m(gave up|gives up|giving up|relinquished|resigned|left|vacated|took|');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$\m(gave up|gives up|giving up|relinquished|relinquishes|resigned|resigns|left|leaves|vacated|vacates|stepped down from|steps down from|surrendered) (up )?(a |an |his |her |their |its |the )?(independent |non-executive |observer )?board seat (at|in|on|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 91, true, true, 'gave up his board seat at [[companies/x]]');

-- A date closing one clause does not open the next: in "joined [[x]] in 2020, and left in 2022" the 2020 is the
-- start, not a fronted date of "left" ("In 2020, Anna left" still is): the words between a fronted date and its
-- verb are not a coordinator.
update brain.held_rules
   set pattern = replace(pattern, '(?:[A-Za-z][\w.-]*\s+){0,2}?', '(?:(?!(?:and|but|then|or)\s)[A-Za-z][\w.-]*\s+){0,2}?')
 where builtin and language = 'en' and bound in ('from', 'until')
   and strpos(pattern, '(?:[A-Za-z][\w.-]*\s+){0,2}?') > 0;

-- A fund's page lists its people as a company's page does: key_people work there, founders founded it, advisors
-- advise it (each item may carry since / until).
insert into brain.frontmatter_links (field, page_type, link_type, direction, dir_hints, note, builtin) values
    ('key_people', 'fund', 'works_at', 'in', '{people}', 'pgbrain addition: people who work at the fund', true),
    ('founders', 'fund', 'founded', 'in', '{people}', 'pgbrain addition: the fund''s founders', true),
    ('advisors', 'fund', 'advises', 'in', '{people}', 'pgbrain addition: the fund''s advisors', true)
on conflict do nothing;

-- Cues a battery of plain wordings of our own showed missing: "parted ways with [[x]]" (a job left); a company page's
-- "[[p]] has chaired the company's board since 2016" (a board seat); 「[[p]]が退職した」 on a company page (no を);
-- 「[[x]]を解雇された」 (a job ended, with its date); "[[p]], a former adviser to the company" (an apposition after
-- the reference says it has ended).
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(parted|parts|parting|part) ways with\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, false, 'parted ways with [[companies/x]] in 2021'),
    ('advises', 'en', $r$^\s*(chairs|chaired|has chaired|had chaired|has been chairing|chairing|sits on|sat on|has sat on|had sat on|serves on|served on|has served on) (its|the company['’]s|the firm['’]s|our|the) board\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, false, '[[people/a]] has chaired the company''s board since 2016'),
    ('works_at', 'ja', $r$^\s*(氏|さん)?(が|は|も)[、,]?\s*(退職|退社|辞職|入社|入行)(した|し[、,]|する|しました|いたしました|いたします)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '2020年4月30日付で[[people/a]]が退職した'),
    ('works_at', 'ja', $r$^\s*を[^。！？、]{0,6}(解雇|懲戒解雇|雇い止め)(さ|に)$r$,
     'after_mention', '{person}', null, 'out', 70, true, false, '2020年3月、[[companies/x]]を解雇された'),
    ('works_at', 'ja', $r$^\s*(に|で|へ)(正式に)?(中途|新卒で?)?採用(さ|され)$r$,
     'after_mention', '{person}', null, 'out', 70, true, false, '2020年3月に[[companies/x]]に採用された'),
    ('advises', 'ja', $r$^\s*の(取締役会|アドバイザリーボード|アドバイザリー・ボード|諮問委員会)に(加わ|参加|参画|入)$r$,
     'after_mention', '{person}', null, 'out', 82, true, false, '2016年6月: [[companies/x]]の取締役会に加わる');

update brain.held_rules
   set pattern = replace(pattern, '(?:退職|退社|', '(?:退職|退社|解雇|雇い止め|')
 where builtin and language = 'ja' and bound in ('until', 'ended')
   and strpos(pattern, '(?:退職|退社|') > 0 and strpos(pattern, '解雇') = 0;

insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$⟦⟧\s*(?:,|\s(?:is|was)\s)?\s*(?:an?|the|our|its|his|her|their)\s+(?:former|ex-|erstwhile|onetime|one-time)\M|⟦⟧\s+(?:once|formerly|previously|used to)\s+(?:work|worked|advise|advised|served|sat|was|led|ran)\M$r$,
     '{state}', true, '[[people/a]], a former adviser to the company, now teaches; [[people/a]] is a former employee; [[people/a]] once advised the company');

-- A company page's plain words of a person who left or advised (a battery of our own: "[[p]] resigned in 2014",
-- "[[p]] stepped down as COO in 2016", "[[p]] retired from the company", "[[p]] used to work here", "[[p]] was on
-- staff between 2011 and 2021", "[[p]] was an adviser from 2011 to 2018").
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$^\s*(has |had |then |later |also |eventually )?(stepped down|steps down|stood down|resigned|resigns|retired|retires|stepped away|was let go|was laid off|was dismissed|used to work|worked here|was on (the )?(staff|team)|left|moved on)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 65, true, false, '[[people/a]] resigned in 2014'),
    ('advises', 'en', $r$^\s*(was|has been|had been|served as|once served as) (an? |our |the company['’]s |its )?(advis[eo]r)s?\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, false, '[[people/a]] was an adviser from 2011 to 2018');

-- A dated move written date first ("- 2023-02: Moved from [[a]] to [[b]]", "In 2023, she switched from [[a]] to
-- [[b]]"): the date is the move's, as "moved to [[b]]" has it (the page moved from takes it as its end).
update brain.held_rules
   set pattern = replace(pattern, '|moved to|', '|moved to|moved from|moves from|switched from|transferred from|')
 where builtin and language = 'en' and bound = 'from' and strpos(pattern, '|moved to|') > 0
   and strpos(pattern, '|moved from|') = 0
   -- (only the rule whose date comes first: after the verb, "moved from [[a]] to [[b]]: she left in 2024" dates
   -- the leaving)
   and starts_with(pattern, '(?:^|[,;:.。]\s*)');

-- Starts a battery of our own start-of-job wordings read wrong or undated: "was recruited to", "stepped into the
-- role of ... at", "was brought on as ... at", "took the head of product job at", "accepted a role at", "started
-- out at" (a job, not a founding), "took a position with" (a job, not an investment), "was taken on by", "found a new
-- home at", "has been part of"; "has served as CFO of [[x]] since 2020" holds (not "served": ended).
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m((started|starting|starts|began|begins) a new chapter (at|with)|(started|starting|starts) (out |off )?(at|with)|started out|starting out|started off|accepted (an? |the )?(job )?(offer|role|job|position|post) (from|at|with)|took (a|an|the|her|his|their) ((?!advis|board|non-exec|director|observer|seat)[\w-]+ ){0,4}?(job|post|position|role) (at|with)|(was|were|got|been|is) taken on (by|at)|came aboard( at)?|found a (new )?home at|(has|have|had) been (a )?part of( the team at| the staff of)?)\s*$$r$,
     'before_mention', '{person}', null, 'out', 101, true, false, 'started out at [[companies/x]] in 2016');

update brain.held_rules
   set pattern = replace(pattern,
                 'took (?:a|an|the|her|his|their) (?:[\w-]+ ){0,2}?(?:job|post|position|role|seat)',
                 'took (?:a|an|the|her|his|their) (?:[\w-]+ ){0,4}?(?:job|post|position|role|seat)|was recruited|recruited|stepped into|steps into|was brought on|brought on|started out|started with|accepted (?:a|an|the) (?:[\w-]+ ){0,3}?(?:offer|role|job|position|post)|was taken on|taken on|found a (?:new )?home')
 where builtin and language = 'en' and bound = 'from'
   and strpos(pattern, 'took (?:a|an|the|her|his|their) (?:[\w-]+ ){0,2}?(?:job|post|position|role|seat)') > 0;

update brain.held_rules
   set pattern = replace(pattern, '|spent\s+(?:[\w-]+\s+){0,3}?(?:years?|decades?|months?)|served)\M',
                         '|spent\s+(?:[\w-]+\s+){0,3}?(?:years?|decades?|months?)|(?<!has )(?<!have )served)\M')
 where builtin and language = 'en' and bound = 'ended'
   and strpos(pattern, '|spent\s+(?:[\w-]+\s+){0,3}?(?:years?|decades?|months?)|served)\M') > 0;

-- Leaving wordings a battery of our own end-of-job sentences found typed as mentions ("stepped down from [[x]]",
-- "retired from", "was laid off from", "was fired from", "walked away from", "bowed out of", "parted company with",
-- "relinquished her post at", "stopped working for" ...): a job left, as "left [[x]]" is; and their dates end it.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(stepped down|steps down|stepping down|stood down|stepped away|steps away|stepped back|retired|retires|retiring|(was|were|got) laid off|(was|were|got) let go|(was|were|got) fired|(was|were) dismissed|(was|were|got) sacked|(was|were) made redundant|walked away|bowed out|parted company|finished up|wrapped up (her|his|their) (time|stint|tenure)|handed in (her|his|their) (resignation|notice)|gave (her|his|their )?notice|said goodbye|relinquished (her|his|their|the) ([\w-]+ ){0,3}?(post|role|job|position)|vacated (the|her|his|their) ([\w-]+ ){0,3}?(post|role|job|position)|resigned (her|his|their) ([\w-]+ ){0,3}?(post|role|job|position)|quit (her|his|their) ([\w-]+ ){0,3}?(job|post|role|position)|left (her|his|their) ([\w-]+ ){0,3}?(job|post|role|position)|stopped working|ceased to be ([\w-]+ ){1,5}?|gave up (her|his|their) ([\w-]+ ){0,2}?(job|post|role|position)|ended (her|his|their) (time|stint|tenure|career))\s*(from|of|at|with|for|by|in|to)?\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'stepped down from [[companies/x]] in 2018');

update brain.held_rules
   set pattern = replace(pattern, '|walked away|', '|walked away|said goodbye|handed in|relinquished|vacated|ceased|wrapped up|gave notice|gave her notice|gave his notice|parted company|stopped working|')
 where builtin and language = 'en' and bound in ('until', 'ended') and strpos(pattern, '|walked away|') > 0
   and strpos(pattern, '|said goodbye|') = 0;

-- Past jobs a battery of our own "former" wordings left current: "her former employer, [[x]]", "an alumna of [[x]]",
-- "a veteran of [[x]]", "was employed by [[x]]", "earlier worked for [[x]]", "worked at [[x]] in the past", "worked
-- at [[x]] before going freelance", "worked for [[x]] for a decade", "spent her early career at [[x]]", "[[x]]'s
-- previous employer".
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(her|his|their|my) (former|old|previous|past|one-time|onetime|erstwhile|first|earlier) (employer|workplace)\W*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, false, 'Her former employer, [[companies/x]], makes turbines');

insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$\m(?:(?:her|his|their|my)\s+(?:former|old|previous|past|one-time|onetime|erstwhile|earlier)\s+(?:employer|workplace|company|firm|job)|previous employer|alumn(?:a|us|i|ae)\s+of|(?:a|an)\s+veteran\s+of|(?:was|were|had been)\s+employed\s+(?:by|at|with)|earlier\s+(?:worked|served|was)|(?:early|earlier)\s+in\s+(?:her|his|their)\s+career|(?:her|his|their)\s+(?:early|earlier)\s+career)\M$r$,
     '{state}', true, 'a veteran of [[companies/x]]; her former employer, [[companies/x]]'),
    ('ended', 'en', $r$⟦⟧[^.;⟦]{0,40}?\m(?:in the past|before (?:going|becoming|turning|starting|setting up|moving|leaving|retiring|taking))\M|\m(?:worked|served|stayed|was)\M[^.;⟦]{0,40}⟦⟧\s+for\s+(?:about\s+|nearly\s+|almost\s+|over\s+|more than\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|several|many|a few)\s+(?:years?|decades?|months?)\M$r$,
     '{state}', true, 'worked at [[companies/x]] in the past / before going freelance / for a decade');

-- Japanese timeline lines of advisory roles a battery of our own found undated or typed as a job: 「[[x]]のアドバイザー
-- を務め始める」「顧問を引き受ける」「顧問契約を結ぶ」「顧問を始める」 start it; 「顧問を辞する」「アドバイザーを降りる」
-- 「顧問契約を解消」 end it; 非常勤取締役, ボードメンバー and leaving the 取締役会 are a seat on the board (advises).
update brain.held_rules
   set pattern = replace(pattern, '|締結|', '|締結|結ぶ|結ん|始め|始まる|始まっ|引き受け|務め始|')
 where builtin and language = 'ja' and bound = 'from' and strpos(pattern, '|締結|') > 0
   and strpos(pattern, '|引き受け|') = 0;

update brain.held_rules
   set pattern = replace(pattern, '|辞職|', '|辞職|辞する|辞し|降り|解消|')
 where builtin and language = 'ja' and bound in ('until', 'ended') and strpos(pattern, '|辞職|') > 0
   and strpos(pattern, '|辞する|') = 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'ja', $r$^\s*の(非常勤取締役|ボードメンバー|取締役会メンバー|取締役会の?メンバー)|^\s*の取締役会(から|を)(退|離れ|外れ|去)$r$,
     'after_mention', '{person}', null, 'out', 82, true, false, '2019年: [[companies/x]]の非常勤取締役に就任');

-- More plain wordings of our own: a cleft ("It was in March 2020 that she joined [[x]]"), "came on board at",
-- "was hired at", "handed over her duties at", "stepped down from her post at", "resigned from [[x]] effective
-- September 2014".
update brain.held_rules
   set pattern = replace(pattern, '{date}(?:(?![.。])\W)*(?:(?!(?:and|but|then|or)\s)',
                         '{date}(?:(?![.。])\W)*(?:that\s+)?(?:(?!(?:and|but|then|or)\s)')
 where builtin and language = 'en' and bound in ('from', 'until')
   and strpos(pattern, '{date}(?:(?![.。])\W)*(?:(?!(?:and|but|then|or)\s)') > 0;

update brain.held_rules
   set pattern = replace(pattern, '[^;⟨]){0,80}?\m(?:in|on|during|by|at)\s+{date}',
                         '[^;⟨]){0,80}?\m(?:in|on|during|by|at|effective|as of)\s+{date}')
 where builtin and language = 'en' and bound = 'until'
   and right(pattern, length('[^;⟨]){0,80}?\m(?:in|on|during|by|at)\s+{date}'))
       = '[^;⟨]){0,80}?\m(?:in|on|during|by|at)\s+{date}';

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m((came|comes|coming) on ?board|(was|were|got) hired) (at|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, false, 'came on board at [[companies/x]] in 2021'),
    ('works_at', 'en', $r$\m(handed over (her|his|their) (duties|role|job|post|responsibilities)|(stepped|steps|stepping) down from (her|his|their|the) ([\w-]+ ){0,2}?(post|role|job|position)) (at|with|in)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'stepped down from her post at [[companies/x]] in 2019');

-- A career at a page that began or ended ("her career at [[x]] began in 2019"); "assumed the role of ... at", "was
-- tapped as", "was poached by" date a start; "let her go" ends a job as "was let go" does.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(career|tenure|stint|employment) (at|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 55, true, false, 'her career at [[companies/x]] began in 2019');

update brain.held_rules
   set pattern = replace(pattern, '|was recruited|', '|was recruited|assumed|was tapped|tapped|was poached|poached|started a new chapter|began a new chapter|')
 where builtin and language = 'en' and bound = 'from' and strpos(pattern, '|was recruited|') > 0
   and strpos(pattern, '|was poached|') = 0;

update brain.held_rules
   set pattern = replace(pattern, '|was let go|', '|was let go|let them go|let they go|let her go|let him go|laid them off|laid they off|laid her off|laid him off|')
 where builtin and language = 'en' and bound in ('until', 'ended') and strpos(pattern, '|was let go|') > 0
   and strpos(pattern, '|let them go|') = 0;

insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r$\m(?:career|tenure|stint|employment|time)\s+(?:at|with)\s+⟦⟧\s+(?:began|started|commenced|kicked off)\s+(?:in|on)\s+{date}$r$,
     '{state}', true, 'her career at [[companies/x]] began in 2019'),
    ('until', 'en', $r$\m(?:career|tenure|stint|employment)\s+(?:at|with)\s+⟦⟧\s+(?:ended|came to an end|finished|concluded|wound down)\s+(?:in|on)\s+{date}$r$,
     '{state}', true, 'her tenure at [[companies/x]] ended in 2019');

-- Japanese "before" questions of our own wording the planner missed: 「…入社前の」「…へ移籍する前の」 (a noun or へ
-- before 前: the page named is the one before it) and 「…に入る前どこに…」 (前 right before the question word).
update brain.question_time
   set pattern = $p$(?:(?:に|へ)(?:入社する|入る|移る|移籍する|転職する|就職する|加わる|来る|行く|勤める|勤め始める|参加する|合流する)|で(?:働く|働き始める|勤める)|(?:入社|入行|移籍|転職|就職|参画|合流|加入))?(?:より前|以前|の前|前)(?:に|は|の|、|,|(?=どこ|何|なに|どの|いつ))$p$
 where builtin and language = 'ja' and meaning = 'before'
   and pattern = $p$(?:に(?:入社する|入る|移る|移籍する|転職する|就職する|加わる|来る|行く|勤める|勤め始める|参加する|合流する)|で(?:働く|働き始める|勤める))?(?:より前|以前|の前|前)(?:に|は|の|、|,)$p$;
