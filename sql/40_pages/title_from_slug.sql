-- brain.title_from_slug(slug): the title put_page gives a page that names none.
create or replace function brain.title_from_slug(slug text)
returns text
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if slug is null then
        raise exception 'slug must not be null' using errcode = '22004', hint = 'e.g. people/alice-chen';
    end if;
    -- the last segment, - and _ as spaces, each word capitalised (initcap: 3d-printing -> 3d Printing)
    return initcap(replace(replace(regexp_replace(slug, '^.*/', ''), '-', ' '), '_', ' '));
end
$fn$;

comment on function brain.title_from_slug(text) is
'The title put_page gives a page when neither the title argument nor the frontmatter names one: the last slug segment with - and _ as spaces, each word capitalised (people/alice-chen -> Alice Chen, notes/3d-printing -> 3d Printing); null slug = 22004. pgbrain export leaves a title out of the frontmatter when it is this one (or the body''s heading). Example: select brain.title_from_slug(slug => ''people/alice-chen'');';
