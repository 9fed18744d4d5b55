-- depends: 0037_cue_words_s21
-- Session 22: a leaving verb followed by a job title that is also a verb ("stepped down as lead engineer at [[x]]",
-- "left her post as head of product at [[x]] in 2023") was read as a move to a new job ("left to lead [[b]]") and
-- ended nothing. lead / head / run / launch / take / work now block an end only after "to" ("left [[a]] to lead
-- [[b]]"); join / become / start / found keep blocking bare as well ("left [[a]], joining [[b]]").
update brain.held_rules
   set pattern = replace(pattern,
         $r$(?:to\s+)?(?:join|joins|joining|joined|become|becoming|start|starting|found|co-found|launch|lead|head|run|take|work)\M|for\M$r$,
         $r$(?:to\s+)?(?:join|joins|joining|joined|become|becoming|start|starting|found|co-found)\M|to\s+(?:launch|lead|head|run|take|work)\M|for\M$r$)
 where builtin and language = 'en' and bound = 'ended' and note = 'left ⟦⟧; stepped down from the board of ⟦⟧';
update brain.held_rules
   set pattern = replace(pattern,
         $r$(?:(?:to\s+)?(?:join|become|start|found|co-found|launch|lead|head|run|take\s+(?:up|over))|for)\s+(?:[\w-]+\s+){0,2}?⟦⟧$r$,
         $r$(?:(?:to\s+)?(?:join|become|start|found|co-found)|to\s+(?:launch|lead|head|run|take\s+(?:up|over))|for)\s+(?:[\w-]+\s+){0,2}?⟦⟧$r$)
 where builtin and language = 'en' and bound = 'until'
   and note in ('left ⟦⟧ in 2021; stepped down as CEO of ⟦⟧ in June 2020; left at the end of 2020',
                'In 2021 she left ⟦⟧; a timeline line: 2022-06-30 | Left ⟦⟧');
-- And the new job of such a move starts then: "In 2019 she left [[a]] to lead [[b]]", "left [[a]] in 2018 to head
-- [[b]]", "… to become CTO of [[b]]", "… to take over at [[b]]" (the link engine gives the clause the date in front of
-- the sentence or after [[a]]; only "to join" was a start).
update brain.held_rules
   set pattern = replace(pattern, $r$(?:joined|joins|joining|join|left for|$r$,
                         $r$(?:joined|joins|joining|join|to lead|to head|to run|to become|to take over|left for|$r$)
 where builtin and language = 'en' and bound = 'from'
   and note in ('joined ⟦⟧ in March 2019; became CTO of ⟦⟧ in 2020',
                'In 2019, she joined ⟦⟧; a timeline line: 2019-04-01: Joined ⟦⟧ as CTO');
