-- brain._relink_apply(page_ids, held_ids, page_refs, page_edges): steps 5-6 of the link engine, the diff against the
-- current edges, the unresolved references, one result row per page.
create or replace function brain._relink_apply(page_ids bigint[], held_ids bigint[], page_refs brain._link_ref[],
                                               page_edges brain._link_edge[], with_diff boolean default true)
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- the planner's row estimates for jsonb are far too high, which would make it JIT-compile statements that run in
-- milliseconds (hundreds of ms of compilation per batch)
set jit = off
-- plans made for the arrays at hand: a generic plan guesses 100 rows for unnest(page_edges), and a nested-loop
-- anti-join over a batch of 1,000 pages' edges would then compare every edge with every current edge (set back to
-- auto for the inserts below; a SET LOCAL inside a function with a SET clause ends with the function)
set plan_cache_mode = force_custom_plan
as $fn$
declare
    _diff brain._link_edge[];
    _new  brain._link_edge[];
begin
    -- 5. the diff against the current edges each page owns (auto-link provenance only: manual edges and
    --    edges other pages assert are never touched; the page's unresolved rows go first, see brain._relink_arrived)
    delete from brain.unresolved_links u where u.page_id = any (page_ids);
    -- (now() is when this transaction began: a session that began before another one committed an edge
    -- retires it at that edge's valid_from at the earliest, never before it was asserted)
    with retired as (
        update brain.links l set valid_to = greatest(now(), l.valid_from)
         where l.origin_page_id = any (page_ids) and l.valid_to is null and l.link_source in ('markdown', 'frontmatter')
           and not exists (select 1 from unnest(page_edges) e
                            where e.origin_id = l.origin_page_id and e.from_id = l.from_page_id
                              and e.to_id = l.to_page_id and e.link_type = l.link_type
                              and e.link_source = l.link_source
                              -- the held interval is part of an edge: when only its dates change, the old edge is
                              -- retired and the new one added (as_of shows what the brain believed before)
                              and (e.held_from, e.held_from_precision, e.held_until, e.held_until_precision,
                                   e.held_ended)
                                  is not distinct from (l.held_from, l.held_from_precision, l.held_until,
                                                        l.held_until_precision, l.held_ended))
        returning l.origin_page_id, l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field,
                  l.held_from, l.held_from_precision, l.held_until, l.held_until_precision, l.held_ended
    )
    select coalesce(array_agg(row(r.origin_page_id, null, r.from_page_id, r.to_page_id, r.link_type, r.link_source,
                                  r.origin_field, null, null, 'retired', r.held_from, r.held_from_precision,
                                  r.held_until, r.held_until_precision, r.held_ended, null)::brain._link_edge), '{}')
      into _diff
      from retired r;

    _diff := _diff || array(
        select row(l.origin_page_id, null, l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field,
                   null, null, 'kept', l.held_from, l.held_from_precision, l.held_until, l.held_until_precision,
                   l.held_ended, null)::brain._link_edge
          from brain.links l join unnest(page_edges) e
            on e.origin_id = l.origin_page_id and l.from_page_id = e.from_id and l.to_page_id = e.to_id
           and l.link_type = e.link_type and l.link_source = e.link_source
           and (e.held_from, e.held_from_precision, e.held_until, e.held_until_precision, e.held_ended)
               is not distinct from (l.held_from, l.held_from_precision, l.held_until, l.held_until_precision,
                                     l.held_ended)
         where l.origin_page_id = any (page_ids) and l.valid_to is null);

    -- kept edges take the new context and evidence of their dates (only rows that changed are written)
    update brain.links l
       set context = e.context, origin_field = e.origin_field, resolution_type = e.resolution,
           held_evidence = coalesce(e.held_evidence, '[]')
      from unnest(page_edges) e
     -- (the list of pages as well as the join: without it the planner merge-joined the edges with every current
     -- link in origin order, a scan of the whole table per batch that made a bulk relink quadratic)
     where l.origin_page_id = any (page_ids) and l.origin_page_id = e.origin_id and l.valid_to is null
       and l.from_page_id = e.from_id and l.to_page_id = e.to_id
       and l.link_type = e.link_type and l.link_source = e.link_source
       and (e.held_from, e.held_from_precision, e.held_until, e.held_until_precision, e.held_ended)
           is not distinct from (l.held_from, l.held_from_precision, l.held_until, l.held_until_precision,
                                 l.held_ended)
       and (l.context, l.origin_field, l.resolution_type, l.held_evidence)
           is distinct from (e.context, e.origin_field, e.resolution, coalesce(e.held_evidence, '[]'));

    _new := array(
        select e from unnest(page_edges) e
         where not exists (select 1 from unnest(_diff) d
                            where d.change = 'kept' and d.origin_id = e.origin_id and d.from_id = e.from_id
                              and d.to_id = e.to_id and d.link_type = e.link_type and d.link_source = e.link_source
                              and (d.held_from, d.held_from_precision, d.held_until, d.held_until_precision,
                                   d.held_ended)
                                  is not distinct from (e.held_from, e.held_from_precision, e.held_until,
                                                        e.held_until_precision, e.held_ended)));

    -- the inserts' foreign-key checks are cached plans of their own: planned once (auto), not once per row as
    -- force_custom_plan would (4 times slower); the statements below have no join whose plan depends on an estimate
    perform pg_catalog.set_config('plan_cache_mode', 'auto', true);
    with added as (
        insert into brain.links (from_page_id, to_page_id, link_type, context, link_source, origin_page_id,
                                 origin_field, resolution_type, held_from, held_from_precision, held_until,
                                 held_until_precision, held_ended, held_evidence)
        select e.from_id, e.to_id, e.link_type, e.context, e.link_source, e.origin_id, e.origin_field, e.resolution,
               e.held_from, e.held_from_precision, e.held_until, e.held_until_precision, coalesce(e.held_ended, false),
               coalesce(e.held_evidence, '[]')
          from unnest(_new) e
        returning origin_page_id, from_page_id, to_page_id, link_type, link_source, origin_field, held_from,
                  held_from_precision, held_until, held_until_precision, held_ended
    )
    select _diff || coalesce(array_agg(row(a.origin_page_id, null, a.from_page_id, a.to_page_id, a.link_type,
                                           a.link_source, a.origin_field, null, null, 'added', a.held_from,
                                           a.held_from_precision, a.held_until, a.held_until_precision, a.held_ended,
                                           null)::brain._link_edge), '{}')
      into _diff
      from added a;

    -- 6. unresolved references worth keeping: frontmatter names, bare names, and targets under an
    --    entity directory; anything else (people/on-off in prose, ops/x) is dropped
    insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, link_type,
                                        expected_slugs, name_norm, reason, context)
    select distinct on (r.page_id, r.link_source, r.raw_name, r.origin_field)
           r.page_id, r.target_source, r.written, r.link_source, r.origin_field, r.fixed_type,
           r.expected, brain._normalize_basename(r.raw_name), r.reason, r.context
      from unnest(page_refs) r
     where r.to_id is null
       and (r.link_source = 'frontmatter' or r.needs_resolution or r.fixed_type = 'documents'
            or r.resolution = 'untrusted'
            or exists (select 1 from brain.entity_dirs d where d.dir = split_part(r.target, '/', 1)))
     order by r.page_id, r.link_source, r.raw_name, r.origin_field, r.ord;

    update brain.pages p set links_extracted_at = now() where p.id = any (page_ids);

    if not with_diff then
        -- the counts alone (brain.relink_pages sums them): the diff's edges, with their slugs, cost a third of this
        -- step on a bulk import that adds every edge
        return query
        select g.id, coalesce(c.n_added, 0), coalesce(c.n_retired, 0), coalesce(c.n_kept, 0), coalesce(u.n, 0),
               null::jsonb
          from unnest(page_ids) g(id)
          left join (select d.origin_id,
                            count(*) filter (where d.change = 'added')::integer as n_added,
                            count(*) filter (where d.change = 'retired')::integer as n_retired,
                            count(*) filter (where d.change = 'kept')::integer as n_kept
                       from unnest(_diff) d group by d.origin_id) c on c.origin_id = g.id
          left join (select x.page_id, count(*)::integer as n from brain.unresolved_links x
                      where x.page_id = any (page_ids) group by x.page_id) u on u.page_id = g.id
        union all
        select h.id, 0, 0, coalesce(k.n, 0), coalesce(u.n, 0), null::jsonb
          from unnest(held_ids) h(id)
          left join (select l.origin_page_id, count(*)::integer as n from brain.links l
                      where l.origin_page_id = any (held_ids) and l.valid_to is null
                        and l.link_source in ('markdown', 'frontmatter')
                      group by l.origin_page_id) k on k.origin_page_id = h.id
          left join (select x.page_id, count(*)::integer as n from brain.unresolved_links x
                      where x.page_id = any (held_ids) group by x.page_id) u on u.page_id = h.id
         order by 1;
        return;
    end if;
    return query
    with slugs as (
        select p.id, p.slug from brain.pages p
         where p.id in (select d.from_id from unnest(_diff) d union select d.to_id from unnest(_diff) d)
    ), changes as (
        select d.origin_id,
               count(*) filter (where d.change = 'added')::integer as n_added,
               count(*) filter (where d.change = 'retired')::integer as n_retired,
               count(*) filter (where d.change = 'kept')::integer as n_kept,
               coalesce(jsonb_agg(jsonb_build_object('from', f.slug, 'to', t.slug, 'link_type', d.link_type,
                                                     'link_source', d.link_source, 'origin_field', d.origin_field)
                                  -- (the call only for an edge with an interval: most have none)
                                  || case when d.held_from is null and d.held_until is null
                                               and not coalesce(d.held_ended, false) then '{}'::jsonb
                                          else brain._held_json(d.held_from, d.held_from_precision, d.held_until,
                                                                d.held_until_precision, d.held_ended) end
                                  order by f.slug, t.slug, d.link_type) filter (where d.change = 'added'), '[]') as added,
               coalesce(jsonb_agg(jsonb_build_object('from', f.slug, 'to', t.slug, 'link_type', d.link_type,
                                                     'link_source', d.link_source, 'origin_field', d.origin_field)
                                  -- (the call only for an edge with an interval: most have none)
                                  || case when d.held_from is null and d.held_until is null
                                               and not coalesce(d.held_ended, false) then '{}'::jsonb
                                          else brain._held_json(d.held_from, d.held_from_precision, d.held_until,
                                                                d.held_until_precision, d.held_ended) end
                                  order by f.slug, t.slug, d.link_type) filter (where d.change = 'retired'), '[]')
                   as retired
          from unnest(_diff) d join slugs f on f.id = d.from_id join slugs t on t.id = d.to_id
         group by d.origin_id
    ), unres as (
        select u.page_id, count(*)::integer as n,
               jsonb_agg(jsonb_build_object('name', u.name, 'link_source', u.link_source,
                                            'origin_field', u.origin_field, 'reason', u.reason) order by u.name) as items
          from brain.unresolved_links u where u.page_id = any (page_ids)
         group by u.page_id
    )
    select g.id, coalesce(c.n_added, 0), coalesce(c.n_retired, 0), coalesce(c.n_kept, 0), coalesce(u.n, 0),
           jsonb_build_object('added', coalesce(c.added, '[]'), 'retired', coalesce(c.retired, '[]'),
                              'unresolved', coalesce(u.items, '[]'))
      from unnest(page_ids) g(id)
      left join changes c on c.origin_id = g.id
      left join unres u on u.page_id = g.id
    union all
    select h.id, 0, 0,
           (select count(*)::integer from brain.links l where l.origin_page_id = h.id and l.valid_to is null
               and l.link_source in ('markdown', 'frontmatter')),
           (select count(*)::integer from brain.unresolved_links u where u.page_id = h.id),
           jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb,
                              'auto_link', false)
      from unnest(held_ids) h(id)
     order by 1;
end
$fn$;

comment on function brain._relink_apply(bigint[], bigint[], brain._link_ref[], brain._link_edge[], boolean) is
'Internal, steps 5-6 of the link engine (brain._relink_pages): diffs the edges the pages assert against the current auto-link edges each owns - adds the new ones, retires (valid_to = now()) the ones no longer asserted, keeps the rest with their new context - records the unresolved references worth keeping, stamps links_extracted_at, and returns one row per page with its diff; held_ids (pages without the auto-link right) get a row saying auto_link false. with_diff false (brain.relink_pages, which sums the counts): the same counts, diff null. Example: select * from brain._relink_apply(array[42], ''{}'', ''{}'', ''{}'');';
