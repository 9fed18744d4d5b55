-- brain._link_features(txt, mention_start, mention_end, role, head): the features of one governing text of a body
-- reference, as the learned link typer (brain.link_model) reads them.
create or replace function brain._link_features(txt text, mention_start integer, mention_end integer, role text,
                                                head text)
returns text[]
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- The text is the reference's clause (the reference written ⟦⟧ in it, as every other reference) or, without a
    -- clause, its context (whose [[links]] are read as ⟦⟧). Features are words, lower-cased (a number reads '#'):
    --   l:w / r:w   the last eight words before the reference, the first eight after it
    --   l1:w .. l3:w, r1:w r2:w   the nearest three before, two after, by position
    --   c:w         the clause's other words
    --   lj: rj: cj: the pairs of characters with a CJK one in them, within fourteen characters before / after the
    --               reference and beyond; r1j: the first character after it (a Japanese particle)
    --   h:w         the first six words of the sentence's start (brain.link_candidates.head)
    --   role:x      what the text is to the reference (clause, bare, attachment, anaphor, extended, foreign)
    -- each prefixed by the role when the text is not the reference's own clause (a: attachment or anaphor, x: extended, f: a
    -- clause whose subject is not the page). One definition: tests/tools/train_link_model.py reads the features of
    -- the training pages through this same function, so training and typing share one definition.
    with p as (
        select case role when 'foreign' then 'f' when 'attachment' then 'a' when 'anaphor' then 'a'
                         when 'extended' then 'x' else '' end as pre,
               regexp_replace(lower(left(txt, mention_start)), '\[\[[^\]]*\]\]', ' ⟦⟧ ', 'g') as l,
               regexp_replace(lower(substr(txt, mention_end + 1)), '\[\[[^\]]*\]\]', ' ⟦⟧ ', 'g') as r
         where txt is not null and mention_start is not null and mention_end is not null
    ), lt as (
        select p.pre, t.w, t.n, count(*) over () as total
          from p cross join lateral (
                select case when m[1] ~ '^[0-9]' then '#' else m[1] end as w, n
                  from regexp_matches(p.l, '([a-z][a-z''’-]*|[0-9]+|⟦⟧)', 'g') with ordinality x(m, n)) t
    ), rt as (
        select p.pre, case when m[1] ~ '^[0-9]' then '#' else m[1] end as w, n
          from p cross join lateral regexp_matches(p.r, '([a-z][a-z''’-]*|[0-9]+|⟦⟧)', 'g') with ordinality x(m, n)
    ), cj as (
        -- (the CJK pairs: only for a text that holds a CJK character)
        select p.pre, regexp_replace(p.l, '\s+', '', 'g') as l, regexp_replace(p.r, '\s+', '', 'g') as r
          from p where (p.l || p.r) ~ '[\u3040-\u30ff\u3400-\u9fff]'
    )
    select array(
        select distinct f from (
            select p.pre || 'role:' || coalesce(role, 'clause') as f from p
            union all
            select lt.pre || 'l:' || lt.w from lt where lt.n > lt.total - 8
            union all
            select lt.pre || 'l' || (lt.total - lt.n + 1) || ':' || lt.w from lt where lt.n > lt.total - 3
            union all
            select lt.pre || 'c:' || lt.w from lt where lt.n <= lt.total - 8
            union all
            select rt.pre || 'r:' || rt.w from rt where rt.n <= 8
            union all
            select rt.pre || 'r' || rt.n || ':' || rt.w from rt where rt.n <= 2
            union all
            select rt.pre || 'c:' || rt.w from rt where rt.n > 8
            union all
            select cj.pre || x.side || ':' || x.pair
              from cj cross join lateral (
                    select case when i.i > length(cj.l) - 14 then 'lj' else 'cj' end as side, substr(cj.l, i.i, 2) as pair
                      from generate_series(1, length(cj.l) - 1) i(i)
                    union all
                    select case when i.i <= 13 then 'rj' else 'cj' end, substr(cj.r, i.i, 2)
                      from generate_series(1, length(cj.r) - 1) i(i)
                    union all
                    select 'r1j', left(cj.r, 1) where cj.r <> '') x
             where x.side = 'r1j' or x.pair ~ '[\u3040-\u30ff\u3400-\u9fff]'
            union all
            select 'h:' || case when m[1] ~ '^[0-9]' then '#' else m[1] end
              from (select m, n from regexp_matches(lower(coalesce(head, '')), '([a-z][a-z''’-]*|[0-9]+)', 'g')
                                     with ordinality x(m, n)) h
             where h.n <= 6 and exists (select 1 from p)
        ) s
        order by f)
$fn$;

comment on function brain._link_features(text, integer, integer, text, text) is
'Internal: the features of one governing text of a body reference for the learned link typer (brain.link_model): words before and after the reference (by distance), the clause''s other words, CJK character pairs near it and the particle after it, the sentence start, the text''s role; prefixed by the role for an attachment (a), an extended text (x) or a foreign clause (f). Training (tests/tools/train_link_model.py) reads features through this function too. Example: select brain._link_features(''She joined ⟦⟧ in 2019.'', 11, 13, ''clause'', null);';
