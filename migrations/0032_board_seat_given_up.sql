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
