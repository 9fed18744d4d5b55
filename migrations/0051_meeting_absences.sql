-- depends: 0050_possessive_board
-- Session 30 (issue 18): people a meeting page names who were not there, in words the absence rules did not know:
-- out of the office ("OOO today", "on PTO", 「体調不良でお休み」), a plan to come that did not happen ("had planned to
-- come but stayed in London"), someone who starts later ("(new VP Marketing) starts 5 Aug"), a candidate discussed
-- ("[[x]] is the top candidate"), someone to be told afterwards ("to be informed by Kofi", 「後日議事録を共有する」),
-- and someone chased for something ("chasing [[x]] on the intro"): mentions, as the other absence rules.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('mentions', 'en', $r$\m(OOO|OoO|out of (the )?office|out today|out tomorrow|off today|off this week|on PTO|PTO today|on sick leave|sick today|ill today|unwell today|absent today|(is|was|were) absent)\M$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, false, '[[people/b]]: OOO today, Raj covering his on-call'),
    ('mentions', 'en', $r$\m((had|has|have) planned to|(was|were) (planning|hoping|due|scheduled|expected) to|planned to) (come|attend|join|dial in|be there|make it)\M$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, false, 'Board member [[people/i]] had planned to come but stayed in London'),
    ('mentions', 'en', $r$\m(starts|starting|will start|begins|will begin|is joining|joins us|will join us|onboards) (on |next |in |from )?(mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|[0-9]|next|tomorrow|soon)$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, false, 'Reminder: [[people/f]] (new VP Marketing) starts 5 Aug'),
    ('mentions', 'en', $r$^\W{0,3}(is|was|as|remains|looks like) (the |a |our )?(top |lead |leading |preferred |final |strongest |main |front-running |shortlisted )?(candidate|applicant|nominee|pick|choice) (for|to)?$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, false, 'Discussed hiring a VP Eng; [[people/n]] is the top candidate'),
    ('mentions', 'en', $r$^[^;.]{0,4}\mto be (informed|told|notified|updated|briefed|cc'?d|copied|looped in|contacted|called)\M$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, false, '[[people/r]] to be informed by Kofi'),
    ('mentions', 'en', $r$\m(chasing|chase|chased|nudge|nudging|nudged|remind|reminding|reminded|pinging|pinged)\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, false, 'Colm: chasing [[people/d]] on the intro'),
    ('mentions', 'ja', $r$(体調不良|病欠|有給休暇|有休|休暇中|お休み|不在|都合がつかず|都合が合わず|都合により|後日[^。！？]{0,15}共有|議事録を(共有|送付|送る|送って))$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, false, '[[people/r]]: 体調不良でお休み');
