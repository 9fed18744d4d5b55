-- brain._after_list(after): the text after a reference, without the references coordinated with it.
create or replace function brain._after_list(after text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select regexp_replace(after, '^(?:\s*(?:,\s*(?:and|&)|,|and|&|or|、|，|と|や|及び|および|・)\s*⟦⟧)+', '', 'i')
$fn$;

comment on function brain._after_list(text) is
'Internal: the part of a governing text after a reference with the references coordinated with it passed over, so a predicate after a list is read for every item: " and ⟦⟧ are the fund''s partners" -> " are the fund''s partners", 「と⟦⟧が設立」 -> 「が設立」 (one reference in a governing text is written ⟦⟧). Example: select brain._after_list('' and ⟦⟧ have run it'');';
