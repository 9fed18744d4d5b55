-- brain.import_totals(source_id, slugs, links_added, since, diff_max): what an import's pages own after it, and the
-- edges it added and retired, for its summary.
create or replace function brain.import_totals(source_id text, slugs text[], links_added integer default 0,
                                               since timestamptz default null, diff_max integer default null)
returns table (pages integer, links_current integer, links_kept integer, unresolved integer, diff jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if import_totals.source_id is null or import_totals.slugs is null then
        raise exception 'source_id and slugs must not be null' using errcode = '22004',
              hint = 'slugs: the pages of the import (''{}'' for none)';
    end if;
    if import_totals.diff_max < 0 then
        raise exception 'diff_max must be 0 or more' using errcode = '22023', detail = format('got %s', diff_max),
              hint = 'the edges listed of each kind (added, retired); null lists them all';
    end if;
    perform brain._read_scope(array[import_totals.source_id]);
    return query
    with mine as (
        select p.id from brain.pages p
         where p.source_id = import_totals.source_id and p.deleted_at is null
           and p.slug in (select s from unnest(import_totals.slugs) s)
    ), owned as (
        select count(*)::integer as n from brain.links l
         where l.origin_page_id in (select m.id from mine m) and l.valid_to is null
           and l.link_source in ('markdown', 'frontmatter')
    ), changed as (
        -- the derived edges recorded (added or retired) since the import began, of the source's pages it relinked
        -- (their JSON is built below for the ones listed only: a cold import adds tens of thousands)
        select case when l.valid_from >= import_totals.since then 'added' else 'retired' end as change,
               f.slug as from_slug, t.slug as to_slug, l.link_type, l.link_source, l.origin_field, l.held_from,
               l.held_from_precision, l.held_until, l.held_until_precision, l.held_ended
          from brain.pages o
          join brain.links l on l.origin_page_id = o.id
          join brain.pages f on f.id = l.from_page_id
          join brain.pages t on t.id = l.to_page_id
         where import_totals.since is not null
           and o.source_id = import_totals.source_id and o.links_extracted_at >= import_totals.since
           and l.link_source in ('markdown', 'frontmatter')
           -- (an edge added and retired within the import is neither)
           and (l.valid_from >= import_totals.since) is distinct from (l.valid_to >= import_totals.since)
           and (l.valid_from >= import_totals.since or l.valid_to >= import_totals.since)
    ), numbered as materialized (
        select c.*, row_number() over (partition by c.change order by c.from_slug, c.to_slug, c.link_type) as n
          from changed c
    ), listed as (
        select x.change, x.n,
               jsonb_build_object('from', x.from_slug, 'to', x.to_slug, 'link_type', x.link_type,
                                  'link_source', x.link_source, 'origin_field', x.origin_field)
               || case when x.held_from is null and x.held_until is null and not x.held_ended then '{}'::jsonb
                       else brain._held_json(x.held_from, x.held_from_precision, x.held_until,
                                             x.held_until_precision, x.held_ended) end as edge
          from numbered x
         where x.n <= import_totals.diff_max or import_totals.diff_max is null
    )
    select (select count(*)::integer from mine), o.n, greatest(0, o.n - coalesce(import_totals.links_added, 0)),
           (select count(*)::integer from brain.unresolved_links u join brain.pages p on p.id = u.page_id
             where p.source_id = import_totals.source_id and p.deleted_at is null),
           case when import_totals.since is not null then
               jsonb_build_object(
                   'added', coalesce((select jsonb_agg(x.edge order by x.n) from listed x
                                       where x.change = 'added'), '[]'),
                   'retired', coalesce((select jsonb_agg(x.edge order by x.n) from listed x
                                         where x.change = 'retired'), '[]'),
                   'added_count', (select count(*) from numbered x where x.change = 'added'),
                   'retired_count', (select count(*) from numbered x where x.change = 'retired'))
           end
      from owned o;
end
$fn$;

comment on function brain.import_totals(text, text[], integer, timestamptz, integer) is
'The totals of an import''s summary: (pages = the live pages among slugs, links_current = the current auto-link edges they own, links_kept = links_current minus the links_added of the run, unresolved = the references still waiting in the whole source, diff = with since (when the import began) the derived edges of the source''s pages relinked since then that were added or retired since then, {added, retired: [{from, to, link_type, link_source, origin_field}], added_count, retired_count}, the first diff_max of each kind (null: all) in slug order; null without since). Unknown or unreadable source = P0002; null source_id or slugs = 22004; diff_max below 0 = 22023. Example: select * from brain.import_totals(source_id => ''default'', slugs => array[''people/alice''], links_added => 0, since => now() - interval ''1 minute'', diff_max => 20);';
