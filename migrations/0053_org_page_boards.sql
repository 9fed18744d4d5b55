-- depends: 0052_ja_org_roles
-- Session 31 (issue 18), from rounds 24 and 25 once scored on arrival. On a company's page, people said to join,
-- stay on or sit on its board ("As part of the financing, Slipstream partner [[people/c]] joins the company's board
-- of directors", "Eric remains on our board") advise it, above the "partner" title before them, which names another
-- firm's partner there (not on a fund's page, where "its board" is mostly a portfolio company's); on an
-- organisation's page, people holding a seat as an observer ("is stepping off the board and will stay on as a board
-- observer") advise it, and people who have run or led it ("Erik and Leyla have run Ostara ever since") work at it.
-- On a person's page, a school one studied at or took a degree from ("received his doctorate from [[a]]", "studied
-- at [[a]]") is a mention, not a job: priority 1000, with the negations, as a text that asserts none of the
-- relations (the learned typer, which had read "at [[a]]" as a job, does not retype it; a postdoc or a fellowship at
-- a school is a job and stays one). And the lead of a list, or of lines that open with a reference, under an
-- organisation's heading or label: a board, trustees, governors, an advisory council ("## Board of Trustees" over
-- "- [[people/a]]") advise it; principal investigators, postdoctoral and research fellows, lab managers, staff, the
-- team, the leadership ("**Postdoctoral fellows:** [[people/a]], [[people/b]]") work at it, as do people who
-- stepped down as its chief executive ("Founder [[people/a]] stepped down as chief executive in January"); an
-- auditor's title before a name (「- 常勤監査役　[[people/a]]」) advises.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$^[^;.]{0,60}\m(joins|joined|joining|has joined|remains|remained|stays|stayed|will remain|will stay|still sits|continues to sit|continues to serve|sits|sat|has sat|serves|served|has served)( on| onto)? (its|the company['’]s|the firm['’]s|the organi[sz]ation['’]s|our|the|their) board( of directors| of trustees)?\M(?!\s+(of|at)\s)$r$,
     'after_mention', '{company}', 'people/', 'in', 96, true, false, 'Slipstream partner [[people/c]] joins the company''s board of directors'),
    ('advises', 'en', $r$^[^;]{0,80}\m(board observer|observer seat|as an? (board )?observer|become an? (board )?observer|observer on (its|our|the) board)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 96, true, false, '[[people/a]] is stepping off the board and will stay on as a board observer'),
    ('works_at', 'en', $r$^[^;.]{0,40}\m((has|have|had)( also| jointly| together)? (run|led|headed|managed)|run|runs|ran|running) (it|us|the (company|firm|business|fund|lab|center|centre|institute|organi[sz]ation|charity|trust|practice|studio|shop|school|foundation|nonprofit|alliance|team))\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 66, true, false, '[[people/a]] and [[people/b]] have run the company ever since'),
    ('mentions', 'en', $r$\m(studied|graduated|graduating|enrolled|majored|matriculated|(received|earned|completed|took|holds|got|did) (a |an |her |his |their |my )?([a-z'’-]+ ){0,2}(degree|doctorate|phd|ph\.d\.|mba|masters?|master['’]s|bachelor['’]s|diploma|undergraduate degree))( [a-z'’-]+){0,3} (at|from|in)\s*$$r$,
     'before_mention', '{person}', null, 'out', 1000, true, false, 'He received his doctorate from [[companies/a]]'),
    ('advises', 'en', $r$\m(board of (trustees|governors|directors|regents|visitors)|trustees|governors|regents|board members|board|non-executive directors|independent directors|supervisory board|advisory (board|council|committee|panel|group)|(scientific|external|clinical|strategic|industry) advisory (board|council|committee|panel))\s*[:：]\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 80, true, false, '## Board of Trustees / - [[people/a]]'),
    ('works_at', 'en', $r$\m(principal investigators?|postdoc(toral)?( (fellows?|researchers?|scholars?))?|postdocs|research (fellows?|scientists?|associates?|assistants?)|(senior |visiting |research )?fellows|lab managers?|staff scientists?|residents|interns|staff|employees|team members|our team|leadership|management team|executive team|officers)\s*[:：]\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, false, '**Postdoctoral fellows:** [[people/a]], [[people/b]]'),
    ('works_at', 'en', $r$^[^;.]{0,40}\m(stepped|steps|stepping|will step|has stepped) (down|aside) as (its |our |the company['’]s |the firm['’]s )?(ceo|chief executive|president|managing director|executive director|cto|coo|cfo|chief [a-z]+ officer|head)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 101, true, false, 'Founder [[people/a]] stepped down as chief executive in January'),
    ('advises', 'ja', $r$(常勤|社外|非常勤)?(監査役|監事)[\s　:：]*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 80, true, false, '- 常勤監査役　[[people/a]]');
