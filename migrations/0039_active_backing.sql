-- depends: 0038_held_role_nouns
-- Session 22 (issue 18): on a company's or fund's page, "It has backed [[a]] and [[b]]" (the page as the active
-- subject: a corporate venture arm, a fund) was typed as a and b investing in the page, the passive "backed by
-- [[a]]" of the rule that reads the words before a reference. A verb of backing right after the page's pronoun or
-- a perfect auxiliary (it / we / they / has / have / had / also) is active: the rule leaves it to the next one,
-- which types the page as the investor ("it has raised $18M from [[a]]" stays a's investment in the page).
update brain.link_rules
   set pattern = replace(pattern, $r$\m(backed|funded|financed|bankrolled|seeded|raised [^;]* (from|with)|$r$,
                         $r$\m((?<!(?:it|we|they|has|have|had|also|itself) )(?:backed|funded|financed|bankrolled|seeded)|raised [^;]* (from|with)|$r$)
 where builtin and language = 'en' and link_type = 'invested_in' and direction = 'in' and scope = 'before_mention'
   and note = 'raised a $5M seed from [[funds/a]]';
-- And a person who acts in an advisory role named before the organisation, 「佐々木は社外取締役として[[a]]の経営を支えて
-- いる」 (also after a long interruption: the link engine gives the clause the sentence's opening 「…は社外取締役として、」,
-- an extended text), advises it; a stronger cue in the clause (出資した) still wins.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'ja', $r$(?:社外取締役|社外監査役|顧問|技術顧問|経営顧問|アドバイザー|相談役|参与|メンター)として[^。！？⟦⟧]*$$r$,
     'before_mention', '{person}', null, 'out', 80, true, false, '佐々木は社外取締役として[[companies/a]]の経営を支えている');
-- And an employer named as such: "Her employer, [[companies/a]], makes sensors", "his employer at the time was
-- [[companies/a]]", "[[companies/a]], her former employer" (a former one ends through the held cues).
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'en', $r$\m(?:her|his|their|my|our)\s+(?:[\w-]+\s+)?employers?(?:\s*,|\s+(?:at the time|then|now|today)\s*,?)?(?:\s+(?:is|was|remains|remained|has been|had been|became))?\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, false, 'Her employer, [[companies/a]], makes sensors'),
    ('works_at', 'en', $r$^\W{0,3}(?:her|his|their|my)\s+(?:[\w-]+\s+)?employer\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, false, '[[companies/a]], her former employer, ...');
-- And foundings in other words: "She formed [[companies/a]] in 2009", "set [[companies/a]] up", "got [[companies/a]]
-- off the ground".
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('founded', 'en', $r$\m(?:formed|co-formed)\s*$$r$,
     'before_mention', '{person}', null, 'out', 98, true, false, 'She formed [[companies/a]] in 2009'),
    ('founded', 'en', $r$\m(?:set|sets|setting) ⟦⟧ up\M|\m(?:got|gets|getting|get) ⟦⟧ off the ground\M$r$,
     'context', '{person}', null, 'out', 98, true, false, 'She set [[companies/a]] up in 2017; got [[companies/a]] off the ground');
