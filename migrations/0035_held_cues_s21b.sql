-- depends: 0034_held_cues_s21
-- Session 21's second batch of cues (0034 had landed): past jobs and advisory roles without a date, and a before
-- question of a job left for another.

-- Past jobs and advisory roles without a date, from a battery of our own (session 21; its other half in
-- tests/benchmarks/held_cases_check_21.txt): "did a two-year stint at [[x]]", "had a stint as COO of [[x]]", "was once
-- an adviser to [[x]]", 「[[x]]で長く働いた後」「[[x]]に勤務した経歴がある」「[[x]]時代に」, and 「[[x]]の出身」 typed as the job it
-- was (it already read as ended)
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$\m(?:did|had|completed|served|spent)\s+(?:a|an|his|her|their|one)\s+(?:[\w-]+\s+){0,3}?(?:stint|spell)\M[^;⟦]{0,40}?\m(?:at|with|of|in|for)\s+(?:the\s+)?⟦⟧$r$,
     '{state}', true, 'did a two-year stint at ⟦⟧; had a stint as COO of ⟦⟧'),
    ('ended', 'en', $r$\m(?:was|were|had been)\s+once\M[^;⟦]{0,40}?⟦⟧|\monce\s+(?:served|held|ran|led|headed|managed|advised|sat|chaired|was|were)\M[^;⟦]{0,40}?⟦⟧$r$,
     '{state}', true, 'was once an adviser to ⟦⟧; once ran marketing at ⟦⟧'),
    ('ended', 'ja', $r$⟦⟧\s*(?:で|に)[^。、⟦]{0,12}?(?:働い|勤め|勤務し|在籍し|所属し)た(?:後|あと|のち)|(?:働いた|勤めた|勤務した|在籍した|所属した|務めた)(?:経歴|過去)|⟦⟧\s*(?:時代|在籍時代|勤務時代|在籍時)(?:に|の|は|、)$r$,
     '{state}', true, '⟦⟧で長く働いた後; ⟦⟧に勤務した経歴がある; ⟦⟧時代に');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$^\s*(?:の)?出身(?!地|校)$r$,
     'after_mention', '{person}', null, 'out', 70, true, false, '[[companies/x]]の出身で、データ基盤を担当していた');

-- ... and from a second set of our own (session 21, set C): "An erstwhile [[x]] staffer" (typed as the job it was),
-- "had been an adviser to [[x]]", "put in six years at [[x]]", "For a time she advised [[x]]" (not in a sentence in
-- the present: "has advised [[x]] for a while" holds), 「[[x]]にいた頃」「[[x]]で経験を積んだ後」「[[x]]で5年間働いた。」
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('ended', 'en', $r$\mhad\s+(?:been|worked|served|advised|sat|held|run|led|headed|managed|chaired)\M[^;⟦]{0,40}?⟦⟧|\mput\s+in\s+(?:[\w-]+\s+){0,3}?(?:years?|months?|decades?)\s+(?:at|with|for)\s+(?:the\s+)?⟦⟧$r$,
     '{state}', true, 'had been an adviser to ⟦⟧; put in six years at ⟦⟧'),
    ('ended', 'en', $r$^(?![^.;]*\m(?:has|have|is|are|am|now|currently|still)\M)[^.;]*\mfor\s+(?:a\s+(?:time|while|spell|period)|some\s+time)\M$r$,
     '{state}', true, 'For a time she advised ⟦⟧ (not: has advised ⟦⟧ for a while)'),
    ('ended', 'ja', $r$(?:いた|在籍していた|勤めていた|働いていた|所属していた)(?:頃|ころ|時期|当時)|(?:経験を積ん|キャリアを積ん|修行し|腕を磨い)だ?(?:後|あと|のち)|⟦⟧\s*(?:で|に)[^。、⟦]{0,12}?(?:働い|勤め|勤務し)た(?:。|$)$r$,
     '{state}', true, '⟦⟧にいた頃; ⟦⟧で経験を積んだ後; ⟦⟧で5年間働いた。');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(?:a|an|the)\s+(?:former|erstwhile|one-time|onetime|ex-)\s*⟦⟧\s+(?:[\w-]+\s+){0,2}?(?:employee|engineer|staffer|executive|designer|manager|analyst|developer|researcher|scientist|marketer|lead|director|trader|banker|consultant|partner|alum|alumna|alumnus|veteran)\M$r$,
     'context', '{person}', null, 'out', 70, true, false, 'An erstwhile [[companies/x]] staffer'),
    ('works_at', 'ja', $r$^\s*(?:に|で)(?:いた|在籍していた|勤めていた|働いていた|所属していた)(?:頃|ころ|時期|当時)|^\s*で[^。、⟦]{0,6}?(?:経験を積|キャリアを積|修行し|腕を磨)$r$,
     'after_mention', '{person}', null, 'out', 70, true, false, '[[companies/x]]にいた頃; [[companies/x]]で経験を積んだ後');

-- A question that asks for the job left for another ("What company did Alice leave to join Beta?") asks what held
-- before Beta (session 21's question wordings of our own)
insert into brain.question_time (language, meaning, pattern, strip, priority, builtin, note) values
    ('en', 'before', '\m(?:leave|left|quit|depart|departed|exit|exited)\M[^?]{0,40}?\mto\s+(?:join|go to|move to|work at|work for)\M',
     false, 85, true, 'What company did Alice leave to join Beta?');

-- A stint that "came to an end" / "drew to a close", said of the stint itself ("her time with [[x]] came to a close in
-- December 2023", "his tenure at [[x]] came to an end"): only with the stint as the subject (the verbs alone, said of
-- anything, were tried in session 19 and ended current jobs)
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note) values
    ('until', 'en', $r$\m(?:her|his|their|my|the)\s+(?:[\w-]+\s+){0,2}?(?:time|tenure|stint|spell|employment|career|job|role|years|days|run)\s+(?:at|with|on the board of|at the helm of)\s+(?:the\s+)?⟦⟧[^;⟦]{0,20}?\m(?:came|comes|come|drew|draws|had come|had drawn)\s+to\s+(?:an?\s+)?(?:end|close|halt)\M[^;⟦]{0,30}?\m(?:in|on|at|by)\s+{date}$r$,
     '{state}', true, 'her time with ⟦⟧ came to a close in December 2023'),
    ('ended', 'en', $r$\m(?:her|his|their|my|the)\s+(?:[\w-]+\s+){0,2}?(?:time|tenure|stint|spell|employment|career|job|role|years|days|run)\s+(?:at|with|on the board of|at the helm of)\s+(?:the\s+)?⟦⟧[^;⟦]{0,20}?\m(?:came|comes|come|drew|draws|had come|had drawn)\s+to\s+(?:an?\s+)?(?:end|close|halt)\M$r$,
     '{state}', true, 'his tenure at ⟦⟧ came to an end');
