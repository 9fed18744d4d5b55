-- depends: 0032_board_seat_given_up
-- Cues of the end and the start of a job that plain wordings of our own showed missing (session 20): "stopped working
-- for [[x]] in 2019" (the "for" of a move, "left [[a]] for [[b]]", had blocked it), "walked away from [[x]]" and
-- "bowed out of [[x]]" (negations meant for a deal passed on or a meeting missed), "2018 saw her join [[x]]", and
-- "her last day at [[x]] was 30 June 2019" / "her first day at [[x]] was …".

-- "stopped working for [[x]]": the move's "for" does not stop an exit cue that is itself "working for"
update brain.held_rules
   set pattern = replace(pattern, '|stopped working|', '|stopped working|(?:stopped|stops|quit|ceased) working (?:for|with|at)|')
 where builtin and language = 'en' and bound in ('until', 'ended')
   and strpos(pattern, '|stopped working|') > 0;

-- "walked away from [[x]]" / "bowed out of [[x]]" leave a job (the page's one relation with it, or works_at); walking
-- away from a deal with [[x]], bowing out of a call stay mentions
update brain.link_rules
   set pattern = replace(pattern, '|\mwalked away\M|', '|\mwalked away\M(?!\s+from\s+⟦⟧)|')
 where builtin and link_type = 'mentions' and language = 'en' and strpos(pattern, '|\mwalked away\M|') > 0;
update brain.link_rules
   set pattern = replace(pattern, '\m(dropped|drops|pulled|pulls|bowed|bows) out\M',
                         '\m(dropped|drops|pulled|pulls) out\M|\m(bowed|bows) out\M(?!\s+(?:of|from)\s+⟦⟧)')
 where builtin and link_type = 'mentions' and language = 'en'
   and strpos(pattern, '\m(dropped|drops|pulled|pulls|bowed|bows) out\M') > 0;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(saw|sees|would see) (?:[\w.'’-]+\s+){1,3}?(join|rejoin|return to|move to|move over to)\s*$$r$,
     'before_mention', '{person}', null, 'out', 69, true, false, '2018 saw her join [[companies/x]]'),
    ('works_at', 'en', $r$\m(saw|sees|would see) (?:[\w.'’-]+\s+){1,3}?(leave|depart|depart from|exit|quit|step down from|retire from|part ways with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, true, '2021 saw him leave [[companies/x]]');

insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r$(?:^|[,;:.。]\s*)\W*(?:the\s+year\s+)?{date}\s+(?:saw|sees|would see)\s+(?:[\w.'’-]+\s+){1,3}?(?:join|rejoin|return to|move to|move over to|take over at|start at|arrive at)\s+(?:[\w-]+\s+){0,3}?⟦⟧$r$,
     '{state}', true, '2018 saw her join [[companies/x]]'),
    ('until', 'en', $r$(?:^|[,;:.。]\s*)\W*(?:the\s+year\s+)?{date}\s+(?:saw|sees|would see)\s+(?:[\w.'’-]+\s+){1,3}?(?:leave|depart|depart from|exit|quit|step down from|retire from|part ways with)\s+(?:[\w-]+\s+){0,3}?⟦⟧$r$,
     '{state}', true, '2021 saw him leave [[companies/x]]'),
    ('from', 'en', $r$\mfirst\s+(?:full\s+|official\s+)?(?:day|week|working day|shift)\s+(?:at|with|in|on)\s+(?:the\s+)?⟦⟧(?:\s+\([^)]*\))?\s+(?:was|came|fell|is)\s+(?:on\s+)?{date}$r$,
     '{state}', true, 'her first day at [[companies/x]] was 3 March 2019'),
    ('until', 'en', $r$\m(?:last|final)\s+(?:full\s+|official\s+)?(?:day|week|working day|shift)\s+(?:at|with|in|on)\s+(?:the\s+)?⟦⟧(?:\s+\([^)]*\))?\s+(?:was|came|fell|is)\s+(?:on\s+)?{date}$r$,
     '{state}', true, 'her last day at [[companies/x]] was 30 June 2019');

-- "left [[a]] for [[b]] in 2019" is a move (brain._relink_type): its date ends [[a]] and starts [[b]], with the date
-- after the two or in front of the sentence ("In March 2019 she left [[a]] for a role at [[b]]")
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r$\m(?:left|leaves|leaving|quit|quits|quitting|departed|exited)\s+(?:[\w-]+\s+){0,3}?⟦⟧\s+for\s+(?:[\w-]+\s+){0,3}?⟦⟧(?:\s+\([^)]*\))?\s*,?\s+(?:in|on|during|effective|as of)\s+{date}$r$,
     '{state}', true, 'left [[companies/a]] for [[companies/b]] in 2019 (a move: the end of a, the start of b)'),
    ('from', 'en', $r$(?:^|[,;:.。]\s*)\W*(?:(?:in|on|by)\s+)?{date}(?:(?![.。])\W)*(?:(?!(?:and|but|then|or)\s)[A-Za-z][\w.-]*\s+){0,2}?(?:left|leaves|quit|quits|departed|exited)\s+⟦⟧\s+for\s+(?:[\w-]+\s+){0,3}?⟦⟧$r$,
     '{state}', true, 'In March 2019 she left [[companies/a]] for [[companies/b]] (a move)');

-- "left in 2020 to join [[b]]": the date is the start of [[b]] (and the end of the job named before it), not an end
-- of [[b]]
update brain.held_rules
   set pattern = pattern || $r$(?!\s*,?\s*(?:(?:in order|so as)\s+)?to\s+(?:join|rejoin|become|start|found|co-found|launch|lead|head|run|take\s+(?:up|over)|work)\M[^;⟦]{0,40}⟦⟧)$r$
 where builtin and language = 'en' and bound = 'until'
   and starts_with(pattern, '\m(?:left|leaves|leaving|departed|departs|departing|quit|')
   and right(pattern, length('\m(?:in|on|during|by|at|effective|as of)\s+{date}')) = '\m(?:in|on|during|by|at|effective|as of)\s+{date}';
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'en', $r$\m(?:left|quit|departed|resigned|resigned from|moved on)\s+(?:[^;⟦]{0,40}?\s|⟦⟧\s+)?(?:in|on|at)\s+{date}\s*,?\s*(?:(?:in order|so as)\s+)?to\s+(?:join|rejoin)\s+(?:[\w-]+\s+){0,2}?⟦⟧$r$,
     '{state}', true, 'left in 2020 to join [[companies/b]] (a move: the start of b)');

-- "being laid off from [[x]]" as "was laid off"
update brain.held_rules
   set pattern = replace(pattern, '|was laid off|', '|was laid off|(?:being|getting|got) (?:laid off|let go|fired|made redundant|dismissed|sacked)|')
 where builtin and language = 'en' and bound in ('until', 'ended') and strpos(pattern, '|was laid off|') > 0;

-- an end given by what became of the company: "until its acquisition in 2020", "until its merger with [[b]] in
-- 2019", "until the company folded in 2009" (the date of the event ends a state: "founded [[x]] in 2014 and ran it
-- until its sale in 2021" ends the job, not the founding)
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('until', 'en', $r$\m(?:until|till|up to|through)\s+(?:its|their|the company['’]s|the firm['’]s|the startup['’]s|the bank['’]s|the business['’]s)\s+(?:[\w-]+\s+){0,2}?(?:acquisition|merger|collapse|closure|sale|bankruptcy|demise|shutdown|shut-down|ipo|takeover|take-over|buyout|liquidation|dissolution|wind-down|winding-up|insolvency|failure|break-up|breakup|spin-off|delisting|nationalisation|nationalization|privatisation|privatization)\M[^;⟨]{0,60}?\m(?:in|on|at)\s+{date}$r$,
     '{state}', true, 'until its acquisition in 2020; until its merger with [[companies/b]] in 2019'),
    ('ended', 'en', $r$⟦⟧[^;.⟦]{0,60}?\muntil\s+(?:it|the company|the firm|the startup|the business)\s+(?:was\s+|were\s+|had\s+|went\s+)?(?:shut|closed|folded|collapsed|went under|went bust|went bankrupt|ceased|wound up|wound down|was sold|was acquired|merged|dissolved)\M|\m(?:until|till|up to|through)\s+(?:its|the company['’]s|the firm['’]s)\s+(?:[\w-]+\s+){0,2}?(?:acquisition|merger|collapse|closure|sale|bankruptcy|demise|shutdown|takeover|buyout|liquidation|dissolution|insolvency)\M$r$,
     '{state}', true, 'at [[companies/x]] until it shut down; until its acquisition');

-- "late of [[x]]" is "formerly of [[x]]"
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$\mlate\s+of\s+(?:the\s+)?⟦⟧$r$, '{state}', true, 'Rupert Ashdown, late of [[companies/x]]');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\mlate of\s*$$r$,
     'before_mention', '{person}', 'companies/', 'out', 62, true, false, 'Rupert Ashdown, late of [[companies/x]]'),
    ('works_at', 'en', $r$\m(finished|finishes|finishing) (up )?(at|with)\s*$|\m(being|getting|got) (laid off|let go|fired|made redundant|dismissed|sacked) (from|by|at)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'finished at [[companies/x]] in December 2020; after being laid off from [[companies/x]]'),
    -- (the jobs rule 115's list of titles leaves out)
    ('works_at', 'en', $r$\m(treasurer|secretary|controller|comptroller|accountant|lawyer|attorney|solicitor|barrister|economist|editor|consultant|trader|banker|broker|underwriter|actuary|auditor|nurse|physician|doctor|surgeon|pharmacist|chemist|biologist|physicist|statistician|strategist|planner|producer|writer|journalist|reporter|columnist|buyer|recruiter|coach|teacher|professor|lecturer|curator|librarian|technician|mechanic|pilot|brewer|chef|foreman|supervisor|administrator|coordinator|specialist|representative|agent|clerk|programmer|tester|hire|apprentice|trainee|fellow)s?\M( [a-z&-]+){0,4},? (at|of|for|with)\s*$$r$,
     'before_mention', '{person}', 'companies/', 'out', 70, true, false, 'the erstwhile treasurer of [[companies/x]]; a trader at [[companies/x]]');

-- 「[[x]]の取締役を辞任した」 leaves a post (the negation of "met the company's director" lets 退任 and 退き through; it
-- now lets the other verbs of leaving through too)
update brain.link_rules
   set pattern = replace(pattern, '|退任|退き|', '|退任|退き|辞任|辞職|退職|退社|降り|退い|勇退|解任|辞し|離れ|去っ|')
 where builtin and link_type = 'mentions' and language = 'ja' and strpos(pattern, '|退任|退き|') > 0
   and starts_with(pattern, '^\s*の(社長|会長|副社長|');

-- A career written as companies with their spans in parentheses, on a person's page ("[[a]] (2014–2018) → [[b]]
-- (2022–present)", 「[[a]]（2014年4月〜2018年3月）→[[b]]（2022年1月〜現在）」): a job at each (the weakest cue of all,
-- priority 40: "invested in [[a]] (2014–2018)", "an adviser to [[a]] (2018–2020)" keep their words' type)
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'any', $r$^\s*[（(]\s*(?:[^()（）\n]{0,40}[,、，;；:：]\s*)?(?:19|20|１９|２０)[0-9０-９]{2}[^()（）\n]{0,12}?\s*(?:[-–—~〜～]|to|until|から)\s*(?:(?:19|20|１９|２０)[0-9０-９]{2}|present|now|today|date|現在|現職|至今|今)$r$,
     'after_mention', '{person}', 'companies/', 'out', 40, true, false, '[[companies/a]] (2014–2018) → [[companies/b]] (2022–present)');

-- A company page's 「[[p]]が2020年3月に退職し」「[[p]]さんが2025年2月28日付で退職されます」 (a date between the name
-- and the verb)
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$^\s*(氏|さん|様)?(が|は|も)[、,]?\s*[^、。⟦]{0,24}?(に|付で|付けで|をもって|をもちまして)[、,]?\s*(定年)?(退職|退社|辞職|入社|入行)(した|し[、,]?|する|しました|いたしました|いたします|され|します|となり|となった|となります)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/a]]さんが2025年2月28日付で退職されます');

-- 「元社員の[[p]]」 on a company page: a former employee
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'ja', $r$元(?:社員|従業員|職員|役員|取締役|社長|副社長|会長|部長|課長|幹部|スタッフ|メンバー|顧問|研究員|エンジニア|所員|行員)(?:の|で|である|だった)\s*⟦⟧$r$,
     '{state}', true, '元社員の[[people/a]]');

-- An event with its year in parentheses after the reference: "invested in [[x]] (2015)", 「[[x]]（2019年）を設立」
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('from', 'any', $r$⟦⟧\s*[（(]\s*(?:[^()（）⟦]{0,30}[,、，;；]\s*)?(?:in\s+)?{date}\s*[)）]$r$,
     '{event}', true, 'invested in [[companies/x]] (2015)');

-- A battery of plain end and former wordings of our own (session 20): "has not worked at [[x]] since 2018", "has
-- been away from [[x]] since 2018"; "walked out of", "bid farewell to"; "her time / job / role at [[x]] ended in
-- 2016"; 「[[x]]の顧問を降板した」; the past without a date: "in the past, he worked at [[x]]", "was at [[x]] years
-- ago", "worked at [[x]] previously.", "got his start at", "cut her teeth at", "did a stint at".
update brain.held_rules
   set pattern = replace(pattern, '|walked away|', '|walked away|walked out of|walked out on|bid farewell to|bade farewell to|')
 where builtin and language = 'en' and bound in ('until', 'ended') and strpos(pattern, '|walked away|') > 0;
update brain.held_rules
   set pattern = replace(pattern, '\m(?:career|tenure|stint|employment)\s+(?:at|with)\s+⟦⟧\s+(?:ended|',
                         '\m(?:career|tenure|stint|employment|time|job|role|spell|days|years|work)\s+(?:at|with|for)\s+⟦⟧\s+(?:ended|')
 where builtin and language = 'en' and bound = 'until'
   and starts_with(pattern, '\m(?:career|tenure|stint|employment)\s+(?:at|with)\s+⟦⟧\s+(?:ended|');
update brain.held_rules
   set pattern = replace(pattern, '|降り|', '|降り|降板|')
 where builtin and language = 'ja' and bound in ('until', 'ended') and strpos(pattern, '|降り|') > 0;
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('until', 'en', $r$\m(?:has|have|had)\s+(?:not|never)\s+(?:worked|been|served)\s+(?:at|for|with)\s+(?:the\s+)?⟦⟧\s+(?:since|after)\s+{date}|\m(?:has|have|had)\s+been\s+(?:away|gone)\s+from\s+(?:the\s+)?⟦⟧\s+since\s+{date}$r$,
     '{state}', true, 'has not worked at [[companies/x]] since 2018; has been away from [[companies/x]] since May 2018'),
    ('ended', 'en', $r$\m(?:in the past|at one time)\M[^.;⟦]{0,80}⟦⟧|\m(?:worked|was|served|spent \w+ years?)\M[^.;⟦]{0,40}⟦⟧[^.;⟦]{0,30}?\m(?:years|decades|long|some time|a while) ago\M|⟦⟧\s*,?\s*(?:previously|before that|in the past)\s*(?:[.;]|$)|\m(?:got|gets|had) (?:her|his|their) (?:start|first job|first break) (?:at|with)\s+(?:the\s+)?⟦⟧|\m(?:cut|cuts) (?:her|his|their) teeth (?:at|with)\s+(?:the\s+)?⟦⟧|\m(?:did|had) a (?:short\s+|brief\s+|long\s+)?(?:stint|spell|tour) (?:at|with)\s+(?:the\s+)?⟦⟧$r$,
     '{state}', true, 'In the past, he worked at [[companies/x]]; got his start at [[companies/x]]; did a stint at [[companies/x]]');

-- 「[[x]]で経営顧問として助言していた」: an advisory title with a word before it (経営顧問, 特別顧問, 戦略アドバイザー)
update brain.link_rules
   set pattern = replace(pattern, '(で|の)(は|も)?\s*(社外取締役|', '(で|の)(は|も)?\s*[ァ-ヶー一-龥]{0,6}?(社外取締役|')
 where builtin and link_type = 'advises' and language = 'ja' and strpos(pattern, '(で|の)(は|も)?\s*(社外取締役|') > 0;
-- 「…の顧問を解任された」 ends it
update brain.held_rules
   set pattern = replace(pattern, '|辞任|', '|辞任|解任|')
 where builtin and language = 'ja' and bound in ('until', 'ended') and strpos(pattern, '|辞任|') > 0
   and strpos(pattern, '解任') = 0;
-- "once held the … post at [[x]]", "had a job at [[x]]", "worked at [[x]] back in the day"
update brain.held_rules
   set pattern = replace(pattern, 'once (?:worked|was|led|ran|served|advised|sat)', 'once (?:worked|was|led|ran|served|advised|sat|held|had)')
 where builtin and language = 'en' and bound = 'ended'
   and strpos(pattern, 'once (?:worked|was|led|ran|served|advised|sat)') > 0;
update brain.held_rules
   set pattern = replace(pattern, '(?:years|decades|long|some time|a while) ago\M', '(?:years|decades|long|some time|a while) ago\M|\mback in the day\M')
 where builtin and language = 'en' and bound = 'ended'
   and strpos(pattern, '(?:years|decades|long|some time|a while) ago\M') > 0;
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(had|has|have|once had|got|landed|took|found|holds|held) (a|an|her|his|their|my) ([\w-]+ ){0,2}?(job|position|role|post|gig) (at|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 62, true, false, 'had a job at [[companies/x]]; landed a role at [[companies/x]]');
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$\m(?:had|once had)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:job|position|role|post|gig)\s+(?:at|with)\s+(?:the\s+)?⟦⟧$r$,
     '{state}', true, 'he had a job at [[companies/x]] (a past state)');

-- "went back to [[x]] in December 2020" starts a relation again, as "returned to" does (without it the two
-- episodes of a person who left and came back ran together)
update brain.held_rules
   set pattern = replace(pattern, '|returned to|returns to|returning to|came back to|',
                         '|returned to|returns to|returning to|came back to|went back to|goes back to|going back to|moved back to|headed back to|')
 where builtin and language = 'en' and bound = 'from'
   and strpos(pattern, '|returned to|returns to|returning to|came back to|') > 0;

-- Past jobs and advisory roles without a date, from a battery of our own (session 20). English: "spent part of his
-- career at [[x]]", "worked for [[x]] at one point", "used to be with [[x]]"
-- (brain._relink_type also reads an adverb of the past that opens the sentence: "Previously, she worked at [[x]]").
-- Japanese: 「以前[[x]]で部長をしていた」「[[x]]で働いたことがある」「[[x]]のOBである」「もう[[x]]にはいない」「もう[[x]]の社外
-- 取締役ではない」「過去に[[x]]に助言していた」「[[x]]の社外取締役経験者」「…を退いた」.
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$\m(?:spent|spend)\s+(?:part|some|much|most|a part|the early part|the first part|the early years|the first years)\s+of\s+(?:her|his|their)\s+career\s+(?:at|with)\s+(?:the\s+)?⟦⟧|⟦⟧[^.;⟦]{0,20}?\mat one point\M|\mused to be\s+(?:with|at)\s+(?:the\s+)?⟦⟧$r$,
     '{state}', true, 'spent part of her career at [[companies/x]]; worked for [[companies/x]] at one point'),
    ('ended', 'ja', $r$(?:以前|過去に|昔|もともと|若い頃|かつて)[、,]?\s*⟦⟧|(?:をして|として(?:働いて|関わって|活動して)|に関わって|に助言して|で助言して)いた|(?:働いた|勤めた|在籍した|所属した|務めた|助言した)ことがある|⟦⟧\s*の\s*(?:OB|OG|ＯＢ|ＯＧ)|(?:もう|既に|すでに)[^。⟦]{0,4}⟦⟧\s*に(?:は)?いない|⟦⟧\s*に(?:は)?もういない|⟦⟧\s*の\s*[^。、⟦]{0,12}?(?:ではない|ではなくなった|じゃない)|⟦⟧\s*の\s*[^。、⟦]{0,12}?経験者|(?:退い|退き)(?:た|て|ている)$r$,
     '{state}', true, '以前[[companies/x]]で部長をしていた; [[companies/x]]のOBである; もう[[companies/x]]の社外取締役ではない');
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(used to be|was once|had been|has been) (with|at)\s*$$r$,
     'before_mention', '{person}', 'companies/', 'out', 62, true, false, 'used to be with [[companies/x]]'),
    ('works_at', 'ja', $r$^\s*の\s*(OB|OG|ＯＢ|ＯＧ)(である|です|だ|で|。|、|として)|^\s*に(は)?(もう)?(いない|在籍していない|所属していない)$r$,
     'after_mention', '{person}', 'companies/', 'out', 62, true, false, '[[companies/x]]のOBである; もう[[companies/x]]にはいない'),
    ('advises', 'ja', $r$^\s*の\s*[ァ-ヶー一-龥]{0,6}?(社外取締役|顧問|アドバイザー)(では|じゃ)(ない|なくなった)$r$,
     'after_mention', '{person}', 'companies/', 'out', 80, true, false, 'もう[[companies/x]]の社外取締役ではない');
-- (and the negation of a relation leaves "no longer" alone: 「もう[[x]]の社外取締役ではない」 says it has ended)
update brain.link_rules
   set pattern = replace(replace(pattern, '((?<!間も)', '((?<!(?:もう|すでに|既に)[^。]{0,30})(?<!間も)'),
                         '|なかった|なく|', '|なかった|(?<!(?:もう|すでに|既に)[^。]{0,30})なく|')
 where builtin and link_type = 'mentions' and language = 'ja' and starts_with(pattern, '((?<!間も)(?<!少)');
