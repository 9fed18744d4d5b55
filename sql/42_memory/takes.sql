-- brain.takes(slug, holder, ...): views held about a page's subject, or by someone.
create or replace function brain.takes(slug text default null, holder text default null, source_id text default 'default',
                                       include_inactive boolean default false)
returns table (take_id bigint, page_slug text, origin text, row_num integer, claim text, kind text, held_by text,
               weight real, since text, until text, active boolean, resolved_quality text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
begin
    if include_inactive is null then
        raise exception 'include_inactive must not be null' using errcode = '22004', hint = 'true or false';
    end if;
    if takes.slug is not null then
        _id := brain._page_id(takes.source_id, takes.slug);
    else
        perform brain.ensure_source(takes.source_id);
    end if;
    return query
    select t.id, p.slug, t.origin, t.row_num, t.claim, t.kind, t.holder, t.weight, t.since, t.until, t.active,
           t.resolved_quality
      from brain.takes t
      join brain.pages p on p.id = t.page_id and p.deleted_at is null
     where p.source_id = takes.source_id
       and (_id is null or t.page_id = _id)
       and (takes.holder is null or t.holder = takes.holder)
       and (include_inactive or t.active)
     order by p.slug, t.origin desc, t.row_num;
end
$fn$;

comment on function brain.takes(text, text, text, boolean) is
'Takes (facts, takes, bets, hunches with a weight) on one page (slug) or every page of the source, optionally of one holder; active ones unless include_inactive. Returns (take_id, page_slug, origin, row_num, claim, kind, held_by, weight, since, until, active, resolved_quality). Example: select claim, kind, weight from brain.takes(slug => ''people/alice-chen'');';
