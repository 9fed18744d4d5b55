-- depends: 0021_structure_cues
-- Link typing cues found missing on a second round of the prose benchmark's development templates (issue 18,
-- tests/benchmarks/prose.py, round 2): a noun of backers with its company named before the list ("Early backers of
-- Acme include [[people/a]]"), being in the room for a meeting, writing code at a company, and the company a
-- person joined another one from.

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('invested_in', 'en', $r$\m(investors?|backers?|shareholders?|funders?|lps?) (of|in|behind) [^;:]{1,60}?\m(include|included|includes|are|were|count|counts|counted)\M[^;]*$$r$,
     'before_mention', '{company}', null, 'in', 90, true, 'Early backers of Acme include [[people/a]] and [[funds/f]]'),
    ('attended', 'en', $r$\m(in the room|on the call|on the line|at the table|in the audience|dial?led in|sat in|was there|were there)\M( (for|at|on|during|to))?\s*$$r$,
     'before_mention', '{person}', 'meetings/', 'out', 75, true, 'he was in the room for [[meetings/m]]'),
    ('works_at', 'en', $r$\m(writing|wrote|writes|shipping|shipped|ships) (code|software)( [a-z-]+){0,2} (at|for)\s*$|\m(coding|programming) (at|for)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'she was still writing code at [[companies/acme]]'),
    ('works_at', 'en', $r$\m(joined|joins|joining|came|comes|moved|moves|switched|defected|was hired|was recruited|was poached|hired away|recruited|poached)\M[^;.]{0,60}\mfrom\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'she joined Acme in 2009 from [[companies/b]] (where she worked before)');

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- a wh-cleft on the organisation: "[[acme]] is where, after years of freelance work, she finally settled"
    ('works_at', 'en', $r$^\W{0,3}(is|was|has been|had been|became|remains|remained) (where|the (company|firm|place|startup|employer|organi[sz]ation) (where|that))\M[^;]*\m(she|he|they|i|we) ([a-z]+ly |then |later |also )*(settled|works|worked|working|landed|joined|ended up|spent|stayed|serves|served|(started|began|built|spent) (her|his|their|my) career)\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/acme]] is where she finally settled as a staff engineer');

comment on column brain.link_candidates.clause is 'The text that governs this occurrence: its clause (coordinated clauses, lists kept together, relative clauses apart) or an attachment that follows it (", which she co-founded"), as pgbrain.markdown.clauses finds them; the typing rules (brain.link_rules, scopes context / before_mention / after_mention) read it. On a person page the page''s own name is written as a pronoun of the same length ("the startup Ben founded" reads "the startup She founded": the page is the subject, as a pronoun would say; the context keeps the name). Null: typed from the sentence of context.';
