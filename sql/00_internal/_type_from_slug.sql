-- brain._type_from_slug(slug): the page type a slug implies (brain.page_type_paths), else concept.
create or replace function brain._type_from_slug(slug text)
returns text
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    -- PL/pgSQL rather than SQL: called once per page write, and keeps its plan for the session
    return coalesce((select t.page_type from brain.page_type_paths t
                      where strpos('/' || slug, t.needle) > 0
                      order by t.position limit 1), 'concept');
end
$fn$;

comment on function brain._type_from_slug(text) is
'Internal: the page type a slug implies when the frontmatter gives none: the first brain.page_type_paths needle (by position) contained in ''/'' || slug, else concept. Example: select brain._type_from_slug(''wiki/people/alice'');';
