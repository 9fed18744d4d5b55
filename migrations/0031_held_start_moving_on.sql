-- depends: 0030_held_cues_fresh7
-- A departure that goes on to the page joined starts that page (migration 0030 stopped it ending it): "left for
-- [[b]] in 2021", "In 2019 she left to join [[b]]" — as "joined [[b]] in 2021".
update brain.held_rules
   set pattern = replace(pattern, 'joined|joins|joining|join|rejoined|',
                         'joined|joins|joining|join|left for|leaves for|leaving for|left to join|leaves to join|leaving to join|rejoined|')
 where builtin and language = 'en' and bound = 'from' and strpos(pattern, 'joined|joins|joining|join|rejoined|') > 0
   and strpos(pattern, '|left for|') = 0;
