-- depends: 0039_active_backing
-- Session 22 (issue 18), from round 15 after it was scored: a fund's or company's people named by a bare investing
-- title before them ("The team: founding partner [[people/a]] and principal [[people/b]]", "analyst [[people/c]]
-- joined in 2022"), and a job said as having been somewhere ("I've been at [[companies/a]] for four years now").
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$(?:^\W{0,3}|[:;,]\s*|\m(?:and|&|our|its|the)\s+)(?:(?:senior|junior|founding|managing|general|venture|operating|investment)\s+)?(?:partner|principal|associate|analyst|investment manager|investment director)\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 70, true, false, 'The team: founding partner [[people/a]] and principal [[people/b]]'),
    ('works_at', 'en', $r$\m(?:i|she|he|they|we)(?:'ve|’ve|'s|’s| have| has| had)\s+(?:now |already |also )?been at\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, false, 'I''ve been at [[companies/a]] for four years now');
