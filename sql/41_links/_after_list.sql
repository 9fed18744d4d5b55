-- brain._after_list(after): the text after a reference, without the references coordinated with it.
create or replace function brain._after_list(after text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- (only before a predicate: a word, or a Japanese particle; not before what is the last item's own, "[[a]],
    -- [[b]] (PTO)", "[[a]] and [[b]], who ...")
    select case when x.rest ~ '^(?:\s+[[:alpha:]]|\s*(?:が|は|も|を|に|へ|で|の))' then x.rest else after end
      from (select regexp_replace(after, '^(?:\s*(?:,\s*(?:and|&)|,|and|&|or|、|，|と|や|及び|および|・)\s*⟦⟧)+', '',
                                  'i') as rest) x
$fn$;

comment on function brain._after_list(text) is
'Internal: the part of a governing text after a reference with the references coordinated with it passed over, when a predicate follows the list (a word, or a Japanese particle), so it is read for every item: " and ⟦⟧ are the fund''s partners" -> " are the fund''s partners", 「と⟦⟧が設立」 -> 「が設立」; what follows the last item alone stays its own (", ⟦⟧ (PTO)" is unchanged; one reference in a governing text is written ⟦⟧). Example: select brain._after_list('' and ⟦⟧ have run it'');';
