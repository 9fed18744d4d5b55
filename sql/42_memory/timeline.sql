-- brain.timeline(slug, ...): dated events of one page, or of every page of a source.
create or replace function brain.timeline(slug text default null, source_id text default 'default',
                                          since date default null, until date default null,
                                          max_results integer default 100)
returns table (page_slug text, date date, summary text, detail text, source text, origin text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
begin
    if max_results is null or max_results < 1 then
        raise exception 'max_results must be at least 1' using errcode = '22023',
              detail = format('got %s', coalesce(max_results::text, 'null')), hint = 'the default is 100';
    end if;
    if max_results > 10000 then
        raise notice 'max_results % is above 10000: returning at most 10000 entries', max_results;
    end if;
    if timeline.slug is not null then
        _id := brain._page_id(timeline.source_id, timeline.slug);
    else
        perform brain.ensure_source(timeline.source_id);
    end if;
    return query
    select p.slug, t.date, t.summary, t.detail, t.source, t.origin
      from brain.timeline_entries t
      join brain.pages p on p.id = t.page_id and p.deleted_at is null
     where (_id is null and p.source_id = timeline.source_id or t.page_id = _id)
       and (timeline.since is null or t.date >= timeline.since)
       and (timeline.until is null or t.date <= timeline.until)
     order by t.date desc, p.slug, t.id
     limit least(max_results, 10000);
end
$fn$;

comment on function brain.timeline(text, text, date, date, integer) is
'Timeline entries of one page (slug) or of every live page of the source (slug null), newest first, within since..until, at most max_results (default 100, < 1 = 22023, above 10000 clamped to 10000 with a NOTICE). Returns (page_slug, date, summary, detail, source, origin). Example: select * from brain.timeline(slug => ''people/alice-chen'');';
