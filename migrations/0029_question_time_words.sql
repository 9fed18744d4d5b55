-- depends: 0028_held_cues_own_set
-- The time a question asks about (issue 19), from a fresh set of question wordings of our own (written apart from
-- the engine and the generated world): every one past and present ("current or former", 「現役・退職者含む」, "which
-- companies has Alice worked for", 「働いたことがある」), alumni and a former job in Japanese (OB・OG, 出身者, 退職者,
-- 前職: words that carry the relation, kept for the relation cues), a career (職歴, 経歴), and more verbs before
-- another page (「Betaに来る前に」「Betaで働く前の」). And the words every match of a row holds, so that the planner
-- compiles and tries a row only for a question holding one of them (as brain.held_rules.words and
-- brain.question_lexicon.words do).

alter table brain.question_time
    add column words text[] generated always as (brain._cue_words(replace(pattern, '{date}', '\d'))) stored;
comment on column brain.question_time.words is 'Words (lower case) one of which every match of pattern holds, read from the pattern without its dates by brain._cue_words: brain._question_time tries a row only for a question that holds one of them; null = always tried.';

insert into brain.question_time (language, meaning, pattern, strip, priority, builtin, note) values
    ('en', 'any', $r$\m(?:current|present|active)\s+(?:or|and|&|as well as|plus)\s+(?:former|past|previous|ex)\M|\m(?:former|past|previous)\s+(?:or|and|&|as well as|plus)\s+(?:current|present)\M$r$,
     true, 65, true, 'Everyone on Acme''s payroll, current or former'),
    ('ja', 'any', $r$(?:現役|現職|在籍者|現社員)?\s*(?:・|と|や|、|及び|および)?\s*(?:退職者|元社員|OB|OG|卒業生|離職者)\s*(?:も|を)?\s*含(?:む|め|んだ)|(?:現役|現職|現社員)\s*(?:・|と|も|や)\s*(?:元社員|退職者|OB|OG)$r$,
     false, 65, true, 'Acmeに在籍したことがある人（現役・退職者含む）'),
    ('en', 'any', $r$\m(?:has|have)\s+(?:\w+\s+){0,3}?(?:worked|been employed|advised|served)\M$r$,
     false, 9, true, 'Which companies has Alice worked for? (below a date: who has worked at Acme since 2019 asks about 2019)'),
    ('ja', 'any', $r$たことが(?:ある|あり|あった)|たことの?ある|職歴|勤務歴|在籍歴|転職歴|経歴$r$,
     false, 40, true, 'Aliceが働いたことがある会社は？ Aliceの職歴は？'),
    ('ja', 'ended', $r$(?<![a-z])(?:OB|OG)(?![a-z])|卒業生|出身者|退職者|前職$r$,
     false, 61, true, 'AcmeのOB・OGは？ Aliceの前職は？ (the word carries the relation: kept for the relation cues)');

-- before another page, with more verbs of going there: 「Betaに来る前に」「Betaに移籍する前の」「Betaで働く前は」
update brain.question_time
   set pattern = '(?:に(?:入社する|入る|移る|移籍する|転職する|就職する|加わる|来る|行く|勤める|勤め始める|参加する|合流する)|で(?:働く|働き始める|勤める))?(?:より前|以前|の前|前)(?:に|は|の|、|,)'
 where builtin and language = 'ja' and meaning = 'before'
   and pattern = '(?:に(?:入社する|入る|移る|転職する|就職する|加わる))?(?:より前|以前|の前|前)(?:に|は|の|、|,)';

-- Cues a fresh set of valid-time pages of our own showed missing (tests/sql/data/held_cases.txt, 'session 19d'):
-- more verbs of starting and ending ("took a job at", "landed at", "moved over to"; "parted ways with", "bowed out",
-- "was made redundant"), a round named by its year ("backed [[x]] in its 2017 seed round"), a bank left (退行), jobs
-- passed through on the way (「[[a]]、[[b]]を経て」: ended), a move written to-first ("moved over to [[b]] from
-- [[a]] in 2017").
update brain.held_rules
   set pattern = replace(pattern, '|took up|takes up|', '|took up|takes up|took a job|takes a job|took (?:a|an|the|her|his|their) (?:[\w-]+ ){0,2}?(?:job|post|position|role|seat)|named(?! after)|signed an? (?:[\w-]+ ){0,2}?(?:agreement|contract)|landed at|landed (?:a|the|her|his|their) (?:job|post|position|role)|moved over to|moved back to|')
 where builtin and language = 'en' and bound = 'from' and pattern like '%|took up|takes up|%'
   and pattern not like '%|took a job|%';
update brain.held_rules
   set pattern = replace(pattern, '|wound down|handed over)', '|wound down|handed over|parted ways|parts ways|parting ways|bowed out|bows out|was made redundant|was dismissed|was fired|walked away|stepped aside|left to|to leave|only to leave|(?:her|his|their) (?:departure|exit|resignation|retirement))')
 where builtin and language = 'en' and bound in ('until', 'ended') and pattern like '%|wound down|handed over)%'
   and pattern not like '%|parted ways|%';
update brain.held_rules
   set pattern = replace(pattern, '(?:退職|退社|退任|辞任|辞職|', '(?:退職|退社|退行|退任|辞任|辞職|')
 where builtin and language = 'ja' and bound = 'until' and pattern like '%(?:退職|退社|退任|辞任|辞職|%'
   and pattern not like '%退行%';
update brain.held_rules
   set pattern = replace(pattern, '退職|退社|退任|', '退職|退社|退行|退任|')
 where builtin and language = 'ja' and bound = 'ended' and pattern like '退職|退社|退任|%';
update brain.held_rules
   set pattern = pattern || '|⟦⟧\s*(?:など|等)?\s*を経(?:て|た)'
 where builtin and language = 'ja' and bound = 'ended' and pattern = '前職|以前(?:は|に|、)|かつて|昔は|前の勤め先';

insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r$\m(?:in|during)\s+(?:its|their|the|a|an)\s+{date}\s+(?:pre-seed|seed|angel|series\s+[a-z]|growth|funding|financing|investment|bridge)(?:\s+(?:round|raise|financing|extension))?\M$r$,
     '{event}', true, 'backed [[companies/x]] in its 2017 seed round');


insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    -- the page moved from, written after the one moved to ("moved over to [[b]] from its sister firm [[a]]")
    ('works_at', 'en', $r$\m(moved|moves|moving|switched|switches|switching|went|transferred|jumped|hopped|defected|came)\s+(over\s+|back\s+|across\s+)?to\s+⟦⟧[^;⟦]{0,20}?\mfrom\s+([a-z'’-]+\s+){0,3}$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'moved over to [[companies/b]] from its sister firm [[companies/a]]');

-- a shareholders' meeting (株主総会) is no stake: 「2019年6月の株主総会をもって退任した」
update brain.link_rules
   set pattern = replace(pattern, '株主|', '株主(?!総会)|')
 where builtin and language = 'ja' and link_type = 'invested_in' and pattern like '%株主|%' and pattern not like '%株主(?!総会)%';
update brain.link_rules
   set pattern = replace(pattern, '|株|', '|株(?!主)|')
 where builtin and language = 'ja' and link_type = 'invested_in' and pattern like '%|株|%';
update brain.link_rules
   set pattern = replace(pattern, '|株主)', '|株主(?!総会))')
 where builtin and language = 'ja' and link_type = 'invested_in' and pattern like '%|株主)%' and pattern not like '%株主(?!総会)%';


-- a founding in an apposition describes the company referred to, not the page: "joined [[x]], a company founded in
-- 2009, in 2015" (no founded edge; its date no bound, brain._held_own)
update brain.link_rules
   set pattern = $r$^(?!\s*(,\s*(an?|the)\s+([a-z'’-]+\s+){0,3}?|\(\s*)(founded|established|incorporated|set up|launched|created|formed)\s+(in|on|back in|around)\s+[0-9])[^;]*\m(co-?)?founded\M$r$
 where builtin and language = 'en' and link_type = 'founded' and scope = 'after_mention'
   and pattern = $r$^[^;]*\m(co-?)?founded\M$r$;
update brain.link_rules
   set pattern = $r$(?<!(was|were|is|are|been|being|be) )(?<!(company|firm|startup|start-up|business|venture|studio|lab|bank|group|fund|maker|agency|provider|consultancy|practice|brand|organisation|organization) )\m(co-?)?founded\M(?! by)$r$
 where builtin and language = 'en' and link_type = 'founded' and scope = 'context'
   and pattern = $r$(?<!(was|were|is|are|been|being|be) )\m(co-?)?founded\M(?! by)$r$;

-- a timeline line whose verb comes after the reference ("- 2021-09-30 | Advisory term at [[x]] ended", "- 2018-04-02 |
-- Engagement with [[x]] began"), an advisory board joined by appointment ("Appointed to the board of [[x]]") and left
-- by rotation ("Rotated off the board of [[x]]"), a post taken up ("took up her current post at [[x]]")
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('until', 'en', $r$^\W*{date}[*\s]*[|:：–—-]\s*[^⟨|]{0,60}?⟦⟧[^⟨|]{0,40}?\m(?:ended|ends|expired|expires|concluded|terminated|lapsed|came to an end|wound down|was wound down|was dissolved)\M$r$,
     '{state}', true, '- **2021-09-30** | Advisory term at [[companies/x]] ended'),
    ('from', 'en', $r$^\W*{date}[*\s]*[|:：–—-]\s*[^⟨|]{0,60}?⟦⟧[^⟨|]{0,40}?\m(?:began|begins|started|starts|commenced|commences|kicked off|took effect|takes effect)\M$r$,
     '{state}', true, '- **2018-04-02** | Advisory engagement with [[companies/x]] began');
update brain.held_rules
   set pattern = replace(pattern, '|wound down|handed over|parted ways|', '|wound down|handed over|rotated off|rotates off|cycled off|parted ways|')
 where builtin and language = 'en' and bound in ('until', 'ended') and pattern like '%|wound down|handed over|parted ways|%';

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$\m(appointed|named|elected|added|invited|brought|recruited|co-opted) (on)?to (the |its |their )?(advisory |supervisory )?board (of|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 81, true, false, 'Appointed to the board of [[companies/x]]'),
    ('advises', 'en', $r$\m(rotated|rotates|rotating|cycled|cycles|stepped|steps|came|comes) off (the |its |their )?(advisory |supervisory )?board (of|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 81, true, true, 'Rotated off the board of [[companies/x]]'),
    -- a board left is the seat's relation (an advisory role, or the stake the page states: it carries), not a job
    ('advises', 'en', $r$\m(left|leaves|leaving|quit|quits|resigned from|resigns from|stepped down from|steps down from|retired from|departed|exited|was voted off|were voted off) (the |its |their )?(advisory |supervisory )?board (of|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 82, true, true, 'Ewan left the board of [[companies/x]] in 2022'),
    ('works_at', 'en', $r$\m(took|takes|taking) up (a |an |the |her |his |their )?(current |new |present |first |permanent )?(post|position|role|job|appointment)( as [^;⟦]{0,40})? (at|with|in)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'In 2019 she took up her current post at [[companies/x]]');

-- a job started ("- 2022-03-01 | Started at [[x]]"), a stay that ended with an event ("stayed until the company was
-- sold in mid-2017", "until she left in 2019"), "used to" further from the reference ("used to work in the legal
-- team of [[x]]")
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('works_at', 'en', $r$\m(started|starts|began|begins) (work |working |a job |a new job |a new role |full-time |part-time )?at\s*$|\m(started|starts|began|begins) (work|working) (for|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, '- 2022-03-01 | Started at [[companies/x]]');
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('until', 'en', $r$\m(?:stayed|remained|stayed on|remained there|stayed there)?\s*until\s+(?:she|he|they|the company|the firm|the business|the startup|it)\s+(?:was\s+|were\s+|had\s+)?[a-z]+\M[^;⟨⟦]{0,30}?\m(?:in|on|at|during)\s+{date}$r$,
     '{state}', true, 'stayed until the company was sold in mid-2017; until she left in 2019 (not "until he joined [[x]] in 2019")');
update brain.held_rules
   set pattern = replace(pattern, 'once (?:worked|was|led|ran|served|advised|sat))(?:\s*[\w-]+){0,5}?', 'once (?:worked|was|led|ran|served|advised|sat))(?:\s*[\w-]+){0,8}?')
 where builtin and language = 'en' and bound = 'ended'
   and strpos(pattern, 'once (?:worked|was|led|ran|served|advised|sat))(?:\s*[\w-]+){0,5}?') > 0;

-- a sentence that goes on about a reference (the tail's next sentences, pgbrain.markdown.references._goes_on: "In
-- 2022 she moved on.") and a cleft date ("It was in 2019 that she joined [[x]]") open the date-first cues; more
-- verbs of starting ("got a job at", "came to [[x]] in 2019 from a consultancy", "entered [[x]]")
-- (no sentence end between the date and the verb: "joined [[x]] in 2019. She left in 2022" does not end in 2019)
update brain.held_rules
   set pattern = replace(replace(pattern, '(?:^|[,;:]\s*)\W*(?:(?:in|on|by', '(?:^|[,;:.。]\s*)\W*(?:it\s+(?:was|is)\s+)?(?:(?:in|on|by'),
                         '{date}\W*(?:[A-Za-z]', '{date}(?:(?![.。])\W)*(?:[A-Za-z]')
 where builtin and language = 'en' and bound in ('from', 'until')
   and starts_with(pattern, '(?:^|[,;:]\s*)\W*(?:(?:in|on|by') and strpos(pattern, '{date}\W*(?:[A-Za-z]') > 0;
update brain.held_rules
   set pattern = replace(pattern, '|took up|takes up|', '|took up|takes up|got a job|landed a job|found a job|got hired|came to|comes to|came over to|entered|')
 where builtin and language = 'en' and bound = 'from' and strpos(pattern, '|took up|takes up|') > 0
   and strpos(pattern, '|got a job|') = 0;
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('works_at', 'en', $r$\m(came|comes|coming) (over |back |across )?to\s*$|\m(entered|enters|entering)\s*$|\m(got|gets|landed|lands|found) (a |her |his |their |a new )?(job|role|position) (at|with)\s*$$r$,
     'before_mention', '{person}', 'companies/', 'out', 60, true, 'came to [[companies/x]] in 2019 from a consultancy; entered [[companies/x]] in 2019');

-- more wordings of a question's time: a relation that stopped ("stopped working at", "isn't at X anymore", "previous
-- employees", "did she use to"), a span between the years, a list of years ("in 2016, 2017 or 2018": the span
-- from the first to the last)
insert into brain.question_time (language, meaning, pattern, strip, priority, builtin, note) values
    ('en', 'ended', $r$\m(?:stopped|ceased|quit)\s+(?:working|advising|consulting|serving)\M|\m(?:anymore|any more|any longer)\M|\mprevious(?!\s+to\M)\M|\muse to\M|\mmoved on from\M$r$,
     false, 60, true, 'Who stopped working at Acme? Who isn''t at Acme anymore? Acme''s previous employees'),
    ('en', 'span', $r$\mbetween\s+the\s+(?:years|dates|months)\s+(?:of\s+)?{date}\s+and\s+{date}$r$,
     true, 91, true, 'Who worked at Acme between the years 2016 and 2018?'),
    ('en', 'span', $r$\m(?:in|during|over|for|across)\s+(?:both\s+|either\s+)?{date}\s*(?:,\s*⟨[0-9]{4}(?:-[0-9]{1,2}){0,2}⟩\s*)*,?\s*(?:and|or|&)\s+{date}$r$,
     true, 88, true, 'Who worked at Acme in 2016, 2017 or 2018? (from the first to the last)');
update brain.question_time
   set pattern = replace(pattern, '\m(?:before|prior to)\M', '\m(?:before|prior to|previous to)\M')
 where builtin and language = 'en' and meaning = 'before' and starts_with(pattern, '\m(?:before|prior to)\M');

-- Japanese verbs of starting and ending a role on a timeline line or in prose: 「顧問に就く」「顧問となる」「顧問契約を締結」
-- 「アドバイザリーボードに参加」; 「アドバイザーを退く」
update brain.held_rules
   set pattern = replace(pattern, '|就任|着任|就い|', '|就任|着任|就い|就く|就き|締結|参加|となっ|となる|となり|になっ|になる|')
 where builtin and language = 'ja' and bound = 'from' and strpos(pattern, '|就任|着任|就い|') > 0
   and strpos(pattern, '|就く|') = 0;
update brain.held_rules
   set pattern = replace(pattern, '|退い|', '|退い|退く|退き|')
 where builtin and language = 'ja' and bound = 'until' and strpos(pattern, '|退い|') > 0 and strpos(pattern, '|退く|') = 0;
-- an event's date after 'from' ("was an investor in [[x]] from 2016 until she sold her stake in 2021")
update brain.held_rules
   set pattern = '\m(?:in|on|during|since|until|by|from)\s+{date}'
 where builtin and language = 'en' and bound = 'from' and link_kinds = '{event}'
   and pattern = '\m(?:in|on|during|since|until|by)\s+{date}';

comment on column brain.link_candidates.tail is 'The words after the reference that still speak of it, for the cues that date its relation (brain.held_rules): to the end of its sentence or line, or to the last clause break before the next reference in it ("She joined [[a]] in 2019 and left in 2022": the clause is the part up to 2019, the tail holds the end); for a reference alone in its sentence, also the next one or two sentences of its line that name no other page and open with a pronoun subject, the page''s own name or a date phrase ("Jane joined [[a]] in 2017. She left in 2020."). Null when empty or stored before it was kept.';

-- a successor's start ("[[people/a]] was chief executive from 2005 until 2018, when he was succeeded by [[people/b]]":
-- the 'when' clause takes the date before it, brain._relink_type)
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r${date}[^;⟨⟦]{0,40}?\m(?:succeeded|replaced)\s+(?:[^⟦;]{0,30}\s)?by\s+⟦⟧$r$,
     '{state}', true, 'until 2018, when he was succeeded by [[people/b]]');

-- a title written after the page referred to (「[[x]]元客室乗務員」: ended), a transfer within a group (転籍, 出向: a
-- start), and a list line that opens with a date dates the events on it (「- 2014年7月 [[a]]と[[b]]が設立」,
-- "- 2016-03: [[c]] led the seed round")
update brain.held_rules
   set pattern = pattern || '|⟦⟧\s*元(?!々|来|気|日|年|旦|手)'
 where builtin and language = 'ja' and bound = 'ended' and starts_with(pattern, '⟦⟧の(?:元|前)')
   and strpos(pattern, '|⟦⟧\s*元') = 0;
update brain.held_rules
   set pattern = replace(pattern, '|移籍|', '|移籍|転籍|出向|')
 where builtin and language = 'ja' and bound = 'from' and strpos(pattern, '|移籍|') > 0 and strpos(pattern, '|転籍|') = 0;
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'any', $r$^[\s*・-]*{date}[*\s]*(?:[|:：、,–—-]|\s)$r$,
     '{event}', true, '- 2014年7月 [[people/a]]と[[people/b]]が設立; - 2016-03: [[people/c]] led the seed round');
