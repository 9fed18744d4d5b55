-- depends: 0036_held_cues_s21c
-- Session 21's review: four of its cues were written so that their prefilter words (brain._cue_words: a rule's regex
-- runs only on texts holding one of its words) were common ones ("been", "year", "time", いた), so their patterns ran
-- on most texts of the link pass. The same cues, written with the literal their every match holds first.
update brain.held_rules
   set pattern = $r$\mhad (?:been|worked|served|advised|sat|held|run|led|headed|managed|chaired)\M[^;⟦]{0,40}?⟦⟧|\mput in (?:[\w-]+\s+){0,3}?(?:years?|months?|decades?)\s+(?:at|with|for)\s+(?:the\s+)?⟦⟧$r$
 where builtin and language = 'en' and bound = 'ended' and note = 'had been an adviser to ⟦⟧; put in six years at ⟦⟧';
update brain.held_rules
   set pattern = $r$^(?![^.;]*\m(?:has|have|is|are|am|now|currently|still)\M)[^.;]*\m(?:for a time|for a while|for a spell|for a period|for some time)\M$r$
 where builtin and language = 'en' and bound = 'ended' and note = 'For a time she advised ⟦⟧ (not: has advised ⟦⟧ for a while)';
update brain.held_rules
   set pattern = $r$(?:い|在籍してい|勤めてい|働いてい|所属してい)た(?:頃|ころ|時期|当時)|(?:経験を積ん|キャリアを積ん|修行し|腕を磨い)だ?(?:後|あと|のち)|⟦⟧\s*(?:で|に)[^。、⟦]{0,12}?(?:働い|勤め|勤務し)た(?:。|$)$r$
 where builtin and language = 'ja' and bound = 'ended' and note = '⟦⟧にいた頃; ⟦⟧で経験を積んだ後; ⟦⟧で5年間働いた。';
update brain.link_rules
   set pattern = $r$^\s*(?:に|で)(?:い|在籍してい|勤めてい|働いてい|所属してい)た(?:頃|ころ|時期|当時)|^\s*で[^。、⟦]{0,6}?(?:経験を積|キャリアを積|修行し|腕を磨)$r$
 where builtin and language = 'ja' and link_type = 'works_at' and note = '[[companies/x]]にいた頃; [[companies/x]]で経験を積んだ後';
