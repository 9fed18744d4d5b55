-- brain._term_pattern(term): a regex that finds a word or phrase as whole words.
create or replace function brain._term_pattern(term text)
returns text
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- group 1 and 3 are the neighbouring characters (kept by a replacement: '\1 ... \3'), group 2 the term
    return '(^|[^[:alnum:]])(' || regexp_replace(term, '([.*+?^${}()|\[\]\\])', '\\\1', 'g') || ')($|[^[:alnum:]])';
end
$fn$;

comment on function brain._term_pattern(text) is
'Internal: a regular expression matching term as whole words (regex characters escaped); groups 1 and 3 are the characters around it, group 2 the term itself, so regexp_replace(text, pattern, ''\1new\3'', ''i'') replaces it. Used by query expansion. Example: select ''who backed Acme?'' ~* brain._term_pattern(''backed'');';
