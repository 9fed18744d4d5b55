-- brain._relink_refs(page_ids, waiting_only): step 1 of the link engine, every reference the pages make.
create or replace function brain._relink_refs(page_ids bigint[], waiting_only boolean default false)
returns brain._link_ref[]
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- the planner's row estimates for jsonb are far too high, which would make it JIT-compile statements that run in
-- milliseconds (hundreds of ms of compilation per batch)
set jit = off
-- plans made for the arrays at hand: a generic plan guesses 100 rows for unnest(...), and a nested-loop anti-join
-- over a batch of 1,000 pages' references would then compare every row with every other
set plan_cache_mode = force_custom_plan
as $fn$
begin
    -- every reference the pages make (body, cited code files, frontmatter), one row each (collected first, so that
    -- the resolution is planned for the real number of references); the resolution's columns are still null
    return array(
    with pg as materialized (
        select p.id, p.source_id, p.type, p.frontmatter from brain.pages p where p.id = any (page_ids)
    ), refs as (
        select g.id as page_id, g.source_id as page_source, g.type as page_type, c.ord, 'markdown'::text as link_source,
               c.origin_field, w.name as raw_name, lower(w.name) as target,
               coalesce(c.target_source, g.source_id) as target_source, w.needs_resolution,
               '{}'::text[] as dir_hints, null::text as fixed_type, null::text as fixed_direction, c.context,
               c.mention_start, c.mention_end, w.name as written, c.clause, c.clause_start, c.clause_end, c.cjk,
               c.clause_role, null::text as held_since, null::text as held_until, c.line, c.tail,
               c.head
          from pg g join brain.link_candidates c on c.page_id = g.id
          -- the entity-directory whitelist, applied here (declared data: a new directory counts at the next relink):
          -- a wikilink written into an entity directory ([[People/Alice Chen]]) is that slug (people/alice-chen),
          -- any other one is resolved by name; a bare slug in prose, or a source-qualified wikilink, counts only
          -- under an entity directory (offset 0: the slugified path computed once a reference)
          left join lateral (
                select brain._slugify_path(c.target) as slug
                 where c.kind = 'wikilink' and c.needs_resolution and c.target_source is null
                   and strpos(c.target, '/') > 0
                offset 0) s on true
          cross join lateral (
                select case when e.entity then s.slug else c.target end as name,
                       c.needs_resolution and not e.entity as needs_resolution
                  from (select s.slug is not null
                               and exists (select 1 from brain.entity_dirs d where starts_with(s.slug, d.dir || '/'))
                               as entity) e) w
         where c.kind <> 'code'
           and (c.kind <> 'bare'
                or exists (select 1 from brain.entity_dirs d where d.dir = split_part(c.target, '/', 1)))
           and (c.target_source is null
                or exists (select 1 from brain.entity_dirs d where starts_with(lower(c.target), d.dir || '/')))
        union all
        -- cited source files (src/foo.py:42): the code page of that path, documents / documented_by (fixed types)
        select g.id, g.source_id, g.type, c.ord, 'markdown', c.origin_field, c.target, brain._code_slug(c.target),
               g.source_id, false, '{}', 'documents', 'out', c.context, c.mention_start, c.mention_end, c.target,
               null::text, null::integer, null::integer, null::boolean, 'clause', null, null, c.line, null, null
          from pg g join brain.link_candidates c on c.page_id = g.id
         where c.kind = 'code' and brain._code_slug(c.target) is not null
        union all
        -- frontmatter: the type-specific mapping of a field wins over the '*' one; a value written as
        -- [[target|alias#heading]] resolves as target
        select g.id, g.source_id, g.type,
               1000000 + row_number() over (partition by g.id order by f.ordinality, v.ordinality)::integer,
               'frontmatter', m.field, v.target, v.target, g.source_id, false, m.dir_hints, m.link_type, m.direction,
               format('frontmatter.%s: %s', m.field, v.name), null::integer, null::integer, v.name, null, null, null,
               null, 'clause', v.since, v.until, null, null, null
          from pg g
          cross join lateral jsonb_each(g.frontmatter) with ordinality as f(key, value, ordinality)
          join lateral (select fl.* from brain.frontmatter_links fl
                         where fl.field = f.key and fl.page_type in (g.type, '*')
                         order by (fl.page_type = '*') limit 1) m on true
          cross join lateral (
                select x.name, coalesce(substring(x.name from '^\[\[([^]|#]+)'), x.name) as target, x.ordinality,
                       x.since, x.until
                  from (select btrim(case jsonb_typeof(e.value)
                                       when 'string' then e.value #>> '{}'
                                       when 'object' then coalesce(e.value ->> 'name', e.value ->> 'slug',
                                                                   e.value ->> 'title')
                                     end) as name, e.ordinality,
                               -- an item's dates ({name: Acme, since: 2019, until: 2022}, or start / end): when
                               -- the relation held (brain._relink_type reads them)
                               case when jsonb_typeof(e.value) = 'object'
                                    then btrim(coalesce(e.value ->> 'since', e.value ->> 'start')) end as since,
                               case when jsonb_typeof(e.value) = 'object'
                                    then btrim(coalesce(e.value ->> 'until', e.value ->> 'end')) end as until
                          from jsonb_array_elements(case jsonb_typeof(f.value) when 'array' then f.value
                                                         else jsonb_build_array(f.value) end)
                               with ordinality as e(value, ordinality)) x
                 where coalesce(x.name, '') <> '') v
    )
    select row(r.page_id, r.page_source, r.page_type, r.ord, r.link_source, r.origin_field, r.raw_name, r.target,
               r.target_source, r.needs_resolution, r.dir_hints, r.fixed_type, r.fixed_direction, r.context,
               r.mention_start, r.mention_end, null, null, null, null, null, r.clause, r.written, r.cjk, r.clause_start,
               r.clause_end, r.clause_role, r.held_since, r.held_until, r.line, r.tail,
               r.head)::brain._link_ref
      from refs r
     -- (waiting_only: only the references the pages wait on, the rest of each page being as its last reconciliation
     -- left it; one hashed set of the batch's waiting references, not a lookup per reference)
     where not _relink_refs.waiting_only
        or (r.page_id, r.link_source, r.written, r.origin_field)
           in (select u.page_id, u.link_source, u.name, u.origin_field from brain.unresolved_links u
                where u.page_id = any (page_ids)));
end
$fn$;

comment on function brain._relink_refs(bigint[], boolean) is
'Internal, step 1 of the link engine (brain._relink_pages): every reference the given pages make, one brain._link_ref each: body references (brain.link_candidates, with the entity-directory whitelist brain.entity_dirs applied: a wikilink into an entity directory taken as its slug, bare slugs and source-qualified wikilinks only under one), the text that governs each body reference (its clause, in sentence, with clause_start / clause_end and cjk), cited code files (fixed type documents) and frontmatter values mapped by brain.frontmatter_links, unresolved yet. waiting_only keeps only the references the pages wait on (brain.unresolved_links). Example: select cardinality(brain._relink_refs(array[42]));';
