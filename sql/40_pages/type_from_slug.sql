-- brain.type_from_slug(slug): the page type put_page gives a page whose frontmatter names none.
create or replace function brain.type_from_slug(slug text)
returns text
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if slug is null then
        raise exception 'slug must not be null' using errcode = '22004', hint = 'e.g. people/alice-chen';
    end if;
    -- PL/pgSQL rather than SQL: called once per page write, and keeps its plan for the session
    return coalesce((select t.page_type from brain.page_type_paths t
                      where strpos('/' || slug, t.needle) > 0
                      order by t.position limit 1), 'concept');
end
$fn$;

comment on function brain.type_from_slug(text) is
'The page type put_page gives a page whose frontmatter names none: the first brain.page_type_paths needle contained in ''/'' || slug, else concept (null slug = 22004). pgbrain export leaves a type out of the frontmatter when it is this one. Example: select brain.type_from_slug(slug => ''wiki/people/alice'');';
