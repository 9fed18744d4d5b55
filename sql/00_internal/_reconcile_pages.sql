-- brain._reconcile_pages(page_ids, arrived): derive the edges of many pages at once from their stored
-- candidates and frontmatter, then diff them against the current edges each page owns; or, with arrived, add only
-- the edges to a page they were waiting for.
create or replace function brain._reconcile_pages(page_ids bigint[], arrived bigint default null,
                                                   waiting_only boolean default false)
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- the planner's row estimates for jsonb are far too high, which would make it JIT-compile statements that run in
-- milliseconds (hundreds of ms of compilation per batch)
set jit = off
-- plans made for the arrays at hand: a generic plan guesses 100 rows for unnest(_edges), and a nested-loop anti-join
-- over a batch of 1,000 pages' edges would then compare every edge with every current edge (set back to auto for
-- the inserts below; a SET LOCAL inside a function with a SET clause ends with the function)
set plan_cache_mode = force_custom_plan
-- (set to the config's title similarity below, and back at the end by this clause: with pg_trgm's default of 0.3 the
-- trigram index handed every reference that reaches the similarity step hundreds of candidates to recheck, six times
-- the time of the whole rest of a relink of short names)
set pg_trgm.similarity_threshold = 0.3
as $fn$
declare
    _threshold real;
    _global    boolean;
    _ids       bigint[];
    _held      bigint[];
    _refs      brain._link_ref[];
    _edges     brain._link_edge[];
    _diff      brain._link_edge[];
    _new       brain._link_edge[];
begin
    -- pages whose current content came from a writer without the auto-link right (brain.pages.auto_link),
    -- or whose source is untrusted, derive nothing: no edge added or retired, no unresolved reference
    select coalesce(array_agg(p.id) filter (where p.auto_link and s.trusted), '{}'),
           coalesce(array_agg(p.id) filter (where not (p.auto_link and s.trusted)), '{}')
      into _ids, _held
      from brain.pages p join brain.sources s on s.id = p.source_id
     where p.id = any (page_ids);
    _threshold := coalesce((select (c.value #>> '{}')::real from brain.config c
                             where c.key = 'link_resolution.title_similarity'), 0.55);
    _global := coalesce((select (c.value #>> '{}')::boolean from brain.config c
                          where c.key = 'link_resolution.global_basename'), false);
    perform pg_catalog.set_config('pg_trgm.similarity_threshold', _threshold::text, true);

    -- The working rows live in variables (arrays of brain._link_ref / brain._link_edge), never in scratch
    -- tables: this runs inside SECURITY DEFINER calls, and a table found in pg_temp could be the caller's, with
    -- the caller's trigger on it.

    -- 1. every reference the pages make (body, cited code files, frontmatter), one row each (collected first, so
    --    that the resolution below is planned for the real number of references)
    _refs := array(
    with pg as materialized (
        select p.id, p.source_id, p.type, p.frontmatter from brain.pages p where p.id = any (_ids)
    ), refs as (
        select g.id as page_id, g.source_id as page_source, g.type as page_type, c.ord, 'markdown'::text as link_source,
               c.origin_field, c.target as raw_name, lower(c.target) as target,
               coalesce(c.target_source, g.source_id) as target_source, c.needs_resolution, '{}'::text[] as dir_hints,
               null::text as fixed_type, null::text as fixed_direction, c.context, c.mention_start, c.mention_end,
               c.target as written
          from pg g join brain.link_candidates c on c.page_id = g.id
         where c.kind <> 'code'
        union all
        -- cited source files (src/foo.py:42): the code page of that path, documents / documented_by (fixed types)
        select g.id, g.source_id, g.type, c.ord, 'markdown', c.origin_field, c.target, brain._code_slug(c.target),
               g.source_id, false, '{}', 'documents', 'out', c.context, c.mention_start, c.mention_end, c.target
          from pg g join brain.link_candidates c on c.page_id = g.id
         where c.kind = 'code' and brain._code_slug(c.target) is not null
        union all
        -- frontmatter: the type-specific mapping of a field wins over the '*' one; a value written as
        -- [[target|alias#heading]] resolves as target
        select g.id, g.source_id, g.type,
               1000000 + row_number() over (partition by g.id order by f.ordinality, v.ordinality)::integer,
               'frontmatter', m.field, v.target, v.target, g.source_id, false, m.dir_hints, m.link_type, m.direction,
               format('frontmatter.%s: %s', m.field, v.name), null::integer, null::integer, v.name
          from pg g
          cross join lateral jsonb_each(g.frontmatter) with ordinality as f(key, value, ordinality)
          join lateral (select fl.* from brain.frontmatter_links fl
                         where fl.field = f.key and fl.page_type in (g.type, '*')
                         order by (fl.page_type = '*') limit 1) m on true
          cross join lateral (
                select x.name, coalesce(substring(x.name from '^\[\[([^]|#]+)'), x.name) as target, x.ordinality
                  from (select btrim(case jsonb_typeof(e.value)
                                       when 'string' then e.value #>> '{}'
                                       when 'object' then coalesce(e.value ->> 'name', e.value ->> 'slug',
                                                                   e.value ->> 'title')
                                     end) as name, e.ordinality
                          from jsonb_array_elements(case jsonb_typeof(f.value) when 'array' then f.value
                                                         else jsonb_build_array(f.value) end)
                               with ordinality as e(value, ordinality)) x
                 where coalesce(x.name, '') <> '') v
    )
    select row(r.page_id, r.page_source, r.page_type, r.ord, r.link_source, r.origin_field, r.raw_name, r.target,
               r.target_source, r.needs_resolution, r.dir_hints, r.fixed_type, r.fixed_direction, r.context,
               r.mention_start, r.mention_end, null, null, null, null, null, null, r.written, null)::brain._link_ref
      from refs r
     -- (waiting_only: only the references the pages wait on, the rest of each page being as its last reconciliation
     -- left it; one hashed set of the batch's waiting references, not a lookup per reference)
     where not waiting_only
        or (r.page_id, r.link_source, r.written, r.origin_field)
           in (select u.page_id, u.link_source, u.name, u.origin_field from brain.unresolved_links u
                where u.page_id = any (_ids)));

    -- 2.-3. each reference resolved to a page, in one statement: each step runs only when the earlier ones found
    --    nothing (its condition on them sits in its innermost WHERE, a one-time filter, so it costs nothing then)
    _refs := array(
    with res as (
        select r.*, h.id as hit_id, h.slug as hit_slug, h.trusted as hit_trusted, h.how,
               coalesce(e.reason, b.reason) as ambiguity
          from unnest(_refs) r
          -- 2a. slug-shaped targets: the exact page in the target source
          left join lateral (
                select p.id, p.slug, p.trusted_since is not null as trusted
                  from brain.pages p
                 where p.source_id = r.target_source and p.slug = lower(r.target)
                   and (r.link_source = 'markdown' and not r.needs_resolution
                        or r.target ~ '^[[:alnum:]][[:alnum:]._-]*/')) a on true
          -- 2a'. a path that is not a slug as written ([[llm-wiki/entities/AI 3.0]]): its slugified form,
          --      exactly, else the one page whose slug ends with it (a vault imported under a prefix)
          left join lateral (
                select case when not (cardinality(z.ids) > 1 and z.slugs[1] <> y.want) then z.ids[1] end as id,
                       case when not (cardinality(z.ids) > 1 and z.slugs[1] <> y.want) then z.slugs[1] end as slug,
                       case when cardinality(z.ids) > 1 and z.slugs[1] <> y.want
                            then format('several pages end with %s: %s', y.want, array_to_string(z.slugs[1:5], ', '))
                       end as reason
                  -- (offset 0: computed once a reference; pulled up into the query, the function ran at every use
                  -- of want, 27 times a reference, and a range over the reversed-slug index instead of a LIKE
                  -- with a pattern known only at run time, which scanned the source's pages for every reference)
                  from (select w.want, reverse('/' || w.want) as tail
                          from (select brain._slugify_path(r.target) as want
                                 where a.id is null and r.link_source = 'markdown' and strpos(r.target, '/') > 0
                                offset 0) w) y
                  cross join lateral (
                        select array_agg(p.id order by (p.slug = y.want) desc, length(p.slug), p.slug) as ids,
                               array_agg(p.slug order by (p.slug = y.want) desc, length(p.slug), p.slug) as slugs
                          from brain.pages p
                         where a.id is null and r.link_source = 'markdown' and strpos(r.target, '/') > 0
                           and y.want is not null
                           and p.source_id = r.target_source and p.id <> r.page_id and p.trusted_since is not null
                           and (p.slug = y.want
                                or (reverse(p.slug) operator(pg_catalog.~>=~) y.tail
                                    and reverse(p.slug) operator(pg_catalog.~<~) (y.tail || chr(1114111))))) z
                 where z.ids is not null) b on true
          -- 2b. names with directory hints (frontmatter): hint/basename, in hint order
          left join lateral (
                select p.id, p.slug, p.trusted_since is not null as trusted
                  from unnest(r.dir_hints) with ordinality as hh(dir, n)
                  join brain.pages p on p.source_id = r.target_source
                                    and p.slug = hh.dir || '/' || brain._normalize_basename(r.raw_name)
                 where a.id is null and b.id is null and cardinality(r.dir_hints) > 0
                 order by hh.n limit 1) c on true
          -- 2c. bare names ([[Alice Chen]], frontmatter without hints): a root page, then a unique basename
          --     under an entity directory; with link_resolution.global_basename on, a unique basename
          --     anywhere, for frontmatter names with hints too (gbrain's fallback)
          left join lateral (
                select p.id, p.slug, p.trusted_since is not null as trusted
                  from brain.pages p
                 where a.id is null and b.id is null and c.id is null
                   and (r.needs_resolution or (r.link_source = 'frontmatter' and cardinality(r.dir_hints) = 0))
                   and p.source_id = r.target_source and p.slug = brain._normalize_basename(r.raw_name)) d on true
          left join lateral (
                select case when cardinality(y.ids) = 1 then y.ids[1] end as id,
                       case when cardinality(y.ids) = 1 then y.slugs[1] end as slug,
                       case when cardinality(y.ids) > 1
                            then format('several pages are named %s: %s', brain._normalize_basename(r.raw_name),
                                        array_to_string(y.slugs[1:5], ', ')) end as reason
                  from (select array_agg(p.id order by length(p.slug), p.slug) as ids,
                               array_agg(p.slug order by length(p.slug), p.slug) as slugs
                          from brain.pages p
                         where a.id is null and b.id is null and c.id is null and d.id is null
                           and brain._normalize_basename(r.raw_name) <> ''
                           and (r.needs_resolution
                                or (r.link_source = 'frontmatter' and (cardinality(r.dir_hints) = 0 or _global)))
                           and p.source_id = r.target_source and p.deleted_at is null and p.id <> r.page_id
                           and p.trusted_since is not null
                           and split_part(p.slug, '/', -1) in (brain._normalize_basename(r.raw_name),
                                                               lower(btrim(r.raw_name)))
                           and (_global or (strpos(p.slug, '/') > 0 and split_part(p.slug, '/', 3) = ''
                                            and exists (select 1 from brain.entity_dirs ed
                                                         where ed.dir = split_part(p.slug, '/', 1))))) y
                 where y.ids is not null) e on true
          -- 2d. title similarity (pg_trgm), under the directory hints when there are some, between names whose
          --     numbers agree: a spelling variant (Acme Corp / Acme Corporation) is the same thing, Pat 17 is not
          --     Pat 1, nor Fund 3 Fund 2 (a divergence from gbrain, which links them at 0.55 and more)
          --     (names with numbers find their candidates through the index of title numbers, whose expression is
          --     spelt out below so that it applies, the others through the trigram index; each branch runs only for
          --     its kind of name)
          left join lateral (
                select x.id, x.slug
                  from (select p.id, p.slug, public.similarity(p.title, r.raw_name) as sim
                          from brain.pages p
                         where a.id is null and b.id is null and c.id is null and d.id is null and e.id is null
                           and (r.needs_resolution or r.link_source = 'frontmatter')
                           and btrim(regexp_replace(r.raw_name, '[^[:digit:]]+', ' ', 'g')) <> ''
                           and p.source_id = r.target_source and p.deleted_at is null and p.trusted_since is not null
                           and btrim(regexp_replace(p.title, '[^[:digit:]]+', ' ', 'g'))
                               = btrim(regexp_replace(r.raw_name, '[^[:digit:]]+', ' ', 'g'))
                           and p.id <> r.page_id
                           and public.similarity(p.title, r.raw_name) >= _threshold
                           and (cardinality(r.dir_hints) = 0 or split_part(p.slug, '/', 1) = any (r.dir_hints))
                        union all
                        select p.id, p.slug, public.similarity(p.title, r.raw_name)
                          from brain.pages p
                         where a.id is null and b.id is null and c.id is null and d.id is null and e.id is null
                           and (r.needs_resolution or r.link_source = 'frontmatter')
                           and btrim(regexp_replace(r.raw_name, '[^[:digit:]]+', ' ', 'g')) = ''
                           and p.source_id = r.target_source and p.deleted_at is null and p.id <> r.page_id
                           and p.trusted_since is not null
                           and p.title operator(public.%) r.raw_name
                           and public.similarity(p.title, r.raw_name) >= _threshold
                           and btrim(regexp_replace(p.title, '[^[:digit:]]+', ' ', 'g')) = ''
                           and (cardinality(r.dir_hints) = 0 or split_part(p.slug, '/', 1) = any (r.dir_hints))) x
                 order by x.sim desc, x.slug
                 limit 1) f on true
          -- the page found, if any, and how; an exact match to a page no trusted writer wrote is not followed
          -- (the fuzzy steps above do not even consider such pages)
          cross join lateral (
                select coalesce(a.id, b.id, c.id, d.id, e.id, f.id) as id,
                       coalesce(a.slug, b.slug, c.slug, d.slug, e.slug, f.slug) as slug,
                       coalesce(a.trusted, c.trusted, d.trusted, true) as trusted,
                       case when a.id is not null
                            then case when r.target_source <> r.page_source then 'qualified' else 'exact' end
                            when b.id is not null then 'exact'
                            when c.id is not null then 'basename'
                            when d.id is not null then 'exact'
                            when e.id is not null then 'basename'
                            when f.id is not null then 'title' end as how) h
    )
    select row(s.page_id, s.page_source, s.page_type, s.ord, s.link_source, s.origin_field, s.raw_name, s.target,
               s.target_source, s.needs_resolution, s.dir_hints, s.fixed_type, s.fixed_direction, s.context,
               s.mention_start, s.mention_end,
               case when s.hit_trusted then s.hit_id end,
               case when s.hit_trusted then s.hit_slug end,
               case when s.hit_trusted then s.how when s.hit_id is not null then 'untrusted' end,
               -- 3. what stays unresolved, and what a later page would have to be to resolve it
               case when s.hit_id is not null and not s.hit_trusted
                    then format('%s was written only by writers without the auto-link right: a trusted page links to '
                                'it once a trusted writer stores it', s.hit_slug)
                    when s.hit_id is null
                    then coalesce(s.ambiguity,
                                  case when s.target_source <> s.page_source
                                            and not exists (select 1 from brain.sources so where so.id = s.target_source)
                                       then format('no source %s (yet): no page at %s', s.target_source, s.target)
                                       when s.link_source = 'frontmatter' and cardinality(s.dir_hints) > 0
                                       then format('no page at %s',
                                                   s.dir_hints[1] || '/' || brain._normalize_basename(s.raw_name))
                                       when s.needs_resolution or s.link_source = 'frontmatter'
                                       then format('no page named %s', s.raw_name)
                                       else format('no page at %s', s.target) end) end,
               case when s.hit_id is not null and not s.hit_trusted then array[s.hit_slug]
                    when s.hit_id is not null then null
                    when s.link_source = 'frontmatter' and cardinality(s.dir_hints) > 0
                    then array(select hd || '/' || brain._normalize_basename(s.raw_name) from unnest(s.dir_hints) hd)
                    when s.needs_resolution or s.link_source = 'frontmatter'
                    then array[brain._normalize_basename(s.raw_name)]
                    else array[s.target] end,
               -- 4a. the sentence of each body reference: context rules read it rather than the whole window
               --     (a divergence from gbrain, whose ~240 characters often span other sentences); sentences
               --     end at . ! ? followed by white space, or at 。！？
               case when s.link_source = 'markdown' and s.hit_trusted and s.hit_id is not null
                         and s.mention_start is not null and s.mention_end is not null
                         and s.mention_start <= s.mention_end and s.mention_end <= length(s.context)
                    then (select sb[cardinality(sb)]
                            from regexp_split_to_array(left(s.context, s.mention_start),
                                                       '[.!?]["'')\]]*\s+|[。！？]') sb)
                         || substr(s.context, s.mention_start + 1, s.mention_end - s.mention_start)
                         || (regexp_split_to_array(substr(s.context, s.mention_end + 1),
                                                   '[.!?]["'')\]]*\s+|[。！？]'))[1] end,
               s.written,
               -- Japanese and Chinese rules are tried on text with kana or ideographs, English rules on the rest
               case when s.link_source = 'markdown' and s.hit_trusted and s.hit_id is not null
                    then s.context ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]' end
              )::brain._link_ref
      from res s);

    -- 4b. the link type of each resolved body reference: the first rule group, in priority order,
    --     that applies to the page type, the language of the text and the target and matches the text.
    --     Rules are grouped into one alternation per (type, language, scope, direction, page types,
    --     target prefix, priority), so few distinct regexes are compiled per batch; page-scope groups
    --     are tested once per page; the scan stops at the first match.
    _edges := array(
    with refs as materialized (
        select * from unnest(_refs) r
    ), groups as materialized (
        select row_number() over (order by y.priority desc, y.first_id) as rank, y.*
          from (select lr.link_type, lr.language, lr.scope, lr.direction, lr.page_types, lr.target_prefix,
                       lr.priority, string_agg('(?:' || lr.pattern || ')', '|' order by lr.id) as pattern,
                       min(lr.id) as first_id
                  from brain.link_rules lr
                 where lr.enabled
                 group by lr.link_type, lr.language, lr.scope, lr.direction, lr.page_types, lr.target_prefix,
                          lr.priority) y
         order by 1
    ), page_groups as materialized (
        select g.id as page_id, x.rank
          from brain.pages g
          join groups x on x.scope = 'page' and (x.page_types is null or g.type = any (x.page_types))
         where g.id = any (_ids)
           and exists (select 1 from refs r where r.page_id = g.id and r.to_id is not null
                          and r.link_source = 'markdown')
           and (g.compiled_truth || E'\n' || g.timeline) ~* x.pattern
    ), typed as (
        select r.*, coalesce(t.link_type, 'mentions') as link_type, coalesce(t.direction, 'out') as direction
          from refs r
          left join lateral (
                -- groups is materialized in rank order and scanned without a sort, so LIMIT 1
                -- stops at the first (highest priority) match
                select x.link_type, x.direction
                  from groups x
                 where (x.page_types is null or r.page_type = any (x.page_types))
                   and (x.target_prefix is null or starts_with(r.to_slug, x.target_prefix))
                   and (x.language = 'any' or (x.language in ('ja', 'zh')) = coalesce(r.cjk, false)
                        or x.scope = 'page')
                   and case x.scope
                         when 'context' then coalesce(r.sentence, r.context) ~* x.pattern
                         when 'after_mention' then r.mention_end is not null
                                                   and substr(r.context, r.mention_end + 1) ~* x.pattern
                         when 'before_mention' then r.mention_start is not null
                                                    and left(r.context, r.mention_start) ~* x.pattern
                         else exists (select 1 from page_groups pg where pg.page_id = r.page_id and pg.rank = x.rank)
                       end
                 limit 1) t on true
         where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type is null
    ), derived as (
        select t.page_id as origin_id, t.ord,
               case t.direction when 'out' then t.page_id else t.to_id end as from_id,
               case t.direction when 'out' then t.to_id else t.page_id end as to_id,
               t.link_type, 'markdown'::text as link_source, t.origin_field, t.context, t.resolution
          from typed t
        union all
        select r.page_id, r.ord,
               case r.fixed_direction when 'out' then r.page_id else r.to_id end,
               case r.fixed_direction when 'out' then r.to_id else r.page_id end,
               r.fixed_type, 'frontmatter', r.origin_field, r.context, r.resolution
          from refs r
         where r.to_id is not null and r.link_source = 'frontmatter'
        union all
        -- a cited code page: page -> code documents, code -> page documented_by (both owned by the citing page)
        select r.page_id, r.ord, x.from_id, x.to_id, x.link_type, 'markdown', r.origin_field, r.context, r.resolution
          from refs r
          cross join lateral (values (r.page_id, r.to_id, 'documents'), (r.to_id, r.page_id, 'documented_by'))
                             x(from_id, to_id, link_type)
         where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type = 'documents'
    ), ranked as (
        -- no self edges; a plain mention adds nothing next to a typed edge between the same pages from the
        -- same page; then the first occurrence wins per edge
        select d.*,
               bool_or(d.link_type <> 'mentions')
                   over (partition by d.origin_id, least(d.from_id, d.to_id), greatest(d.from_id, d.to_id)) as typed_pair,
               row_number() over (partition by d.origin_id, d.from_id, d.to_id, d.link_type, d.link_source
                                  order by d.ord) as nth
          from derived d
         where d.from_id <> d.to_id
    )
    select row(k.origin_id, k.ord, k.from_id, k.to_id, k.link_type, k.link_source, k.origin_field, k.context,
               k.resolution, null)::brain._link_edge
      from ranked k
     where k.nth = 1 and (k.link_type <> 'mentions' or not k.typed_pair));

    -- 5'. a page arrived that these pages were waiting for (put_page of a new page): only their references that now
    --    resolve to it change, from unresolved rows into edges. The caller holds the name locks of the arrived page,
    --    not the waiting pages' page locks: one of them may be being rewritten at this moment, and its writer owns
    --    everything else. The unresolved rows are the meeting point: whichever of the two deletes a row first, the
    --    other waits for it; a writer that got there first has replaced the page's references (its new text does not
    --    name the arrived page: a text that did would hold a name lock the caller holds exclusively), and nothing
    --    is added; else the edges are added, and that writer, which deletes unresolved rows before it retires edges
    --    (5. below), sees them and retires them.
    --    waiting_only (brain.relink_pages(which => 'unresolved')) does the same for every reference the pages wait on
    --    that now resolves, whatever page it resolves to; a pair of pages that already has an edge from the page
    --    keeps what it has.
    if arrived is not null or waiting_only then
        return query
        with gone as (
            delete from brain.unresolved_links u
             where u.page_id = any (_ids)
               and exists (select 1 from unnest(_refs) r
                            where r.page_id = u.page_id and (r.to_id = arrived or (waiting_only and r.to_id is not null))
                              and r.link_source = u.link_source and r.written = u.name
                              and r.origin_field = u.origin_field)
            returning u.page_id
        ), added as (
            insert into brain.links as l (from_page_id, to_page_id, link_type, context, link_source, origin_page_id,
                                          origin_field, resolution_type)
            select e.from_id, e.to_id, e.link_type, e.context, e.link_source, e.origin_id, e.origin_field, e.resolution
              from unnest(_edges) e
             where (waiting_only or arrived in (e.from_id, e.to_id))
               and e.origin_id in (select g.page_id from gone g)
               and not exists (select 1 from brain.links x
                                where x.origin_page_id = e.origin_id and x.valid_to is null
                                  and x.link_source in ('markdown', 'frontmatter')
                                  and ((x.from_page_id, x.to_page_id) = (e.from_id, e.to_id)
                                       or (x.from_page_id, x.to_page_id) = (e.to_id, e.from_id)))
            on conflict do nothing
            returning l.origin_page_id
        )
        select g.id, coalesce(ad.n, 0), 0, 0, coalesce(un.n, 0) - coalesce(go.n, 0),
               jsonb_build_object('arrived', arrived, 'waiting_only', waiting_only)
          from unnest(_ids) g(id)
          left join (select a.origin_page_id, count(*)::integer as n from added a group by 1) ad
                 on ad.origin_page_id = g.id
          left join (select x.page_id, count(*)::integer as n from gone x group by 1) go on go.page_id = g.id
          left join (select u.page_id, count(*)::integer as n from brain.unresolved_links u
                      where u.page_id = any (_ids) group by 1) un on un.page_id = g.id;
        return;
    end if;

    -- 5. the diff against the current edges each page owns (auto-link provenance only: manual edges and
    --    edges other pages assert are never touched; the page's unresolved rows go first, see 5')
    delete from brain.unresolved_links u where u.page_id = any (_ids);
    -- (now() is when this transaction began: a session that began before another one committed an edge
    -- retires it at that edge's valid_from at the earliest, never before it was asserted)
    with retired as (
        update brain.links l set valid_to = greatest(now(), l.valid_from)
         where l.origin_page_id = any (_ids) and l.valid_to is null and l.link_source in ('markdown', 'frontmatter')
           and not exists (select 1 from unnest(_edges) e
                            where e.origin_id = l.origin_page_id and e.from_id = l.from_page_id
                              and e.to_id = l.to_page_id and e.link_type = l.link_type
                              and e.link_source = l.link_source)
        returning l.origin_page_id, l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field
    )
    select coalesce(array_agg(row(r.origin_page_id, null, r.from_page_id, r.to_page_id, r.link_type, r.link_source,
                                  r.origin_field, null, null, 'retired')::brain._link_edge), '{}')
      into _diff
      from retired r;

    _diff := _diff || array(
        select row(l.origin_page_id, null, l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field,
                   null, null, 'kept')::brain._link_edge
          from brain.links l join unnest(_edges) e
            on e.origin_id = l.origin_page_id and l.from_page_id = e.from_id and l.to_page_id = e.to_id
           and l.link_type = e.link_type and l.link_source = e.link_source
         where l.origin_page_id = any (_ids) and l.valid_to is null);

    -- kept edges take the new context (only rows that changed are written)
    update brain.links l
       set context = e.context, origin_field = e.origin_field, resolution_type = e.resolution
      from unnest(_edges) e
     where l.origin_page_id = e.origin_id and l.valid_to is null
       and l.from_page_id = e.from_id and l.to_page_id = e.to_id
       and l.link_type = e.link_type and l.link_source = e.link_source
       and (l.context, l.origin_field, l.resolution_type) is distinct from (e.context, e.origin_field, e.resolution);

    _new := array(
        select e from unnest(_edges) e
         where not exists (select 1 from unnest(_diff) d
                            where d.change = 'kept' and d.origin_id = e.origin_id and d.from_id = e.from_id
                              and d.to_id = e.to_id and d.link_type = e.link_type and d.link_source = e.link_source));

    -- the inserts' foreign-key checks are cached plans of their own: planned once (auto), not once per row as
    -- force_custom_plan would (4 times slower); the statements below have no join whose plan depends on an estimate
    perform pg_catalog.set_config('plan_cache_mode', 'auto', true);
    with added as (
        insert into brain.links (from_page_id, to_page_id, link_type, context, link_source, origin_page_id,
                                 origin_field, resolution_type)
        select e.from_id, e.to_id, e.link_type, e.context, e.link_source, e.origin_id, e.origin_field, e.resolution
          from unnest(_new) e
        returning origin_page_id, from_page_id, to_page_id, link_type, link_source, origin_field
    )
    select _diff || coalesce(array_agg(row(a.origin_page_id, null, a.from_page_id, a.to_page_id, a.link_type,
                                           a.link_source, a.origin_field, null, null, 'added')::brain._link_edge), '{}')
      into _diff
      from added a;

    -- 6. unresolved references worth keeping: frontmatter names, bare names, and targets under an
    --    entity directory; anything else (people/on-off in prose, ops/x) is dropped
    insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, link_type,
                                        expected_slugs, name_norm, reason, context)
    select distinct on (r.page_id, r.link_source, r.raw_name, r.origin_field)
           r.page_id, r.target_source, r.written, r.link_source, r.origin_field, r.fixed_type,
           r.expected, brain._normalize_basename(r.raw_name), r.reason, r.context
      from unnest(_refs) r
     where r.to_id is null
       and (r.link_source = 'frontmatter' or r.needs_resolution or r.fixed_type = 'documents'
            or r.resolution = 'untrusted'
            or exists (select 1 from brain.entity_dirs d where d.dir = split_part(r.target, '/', 1)))
     order by r.page_id, r.link_source, r.raw_name, r.origin_field, r.ord;

    update brain.pages p set links_extracted_at = now() where p.id = any (_ids);

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
                                  order by f.slug, t.slug, d.link_type) filter (where d.change = 'added'), '[]') as added,
               coalesce(jsonb_agg(jsonb_build_object('from', f.slug, 'to', t.slug, 'link_type', d.link_type,
                                                     'link_source', d.link_source, 'origin_field', d.origin_field)
                                  order by f.slug, t.slug, d.link_type) filter (where d.change = 'retired'), '[]')
                   as retired
          from unnest(_diff) d join slugs f on f.id = d.from_id join slugs t on t.id = d.to_id
         group by d.origin_id
    ), unres as (
        select u.page_id, count(*)::integer as n,
               jsonb_agg(jsonb_build_object('name', u.name, 'link_source', u.link_source,
                                            'origin_field', u.origin_field, 'reason', u.reason) order by u.name) as items
          from brain.unresolved_links u where u.page_id = any (_ids)
         group by u.page_id
    )
    select g.id, coalesce(c.n_added, 0), coalesce(c.n_retired, 0), coalesce(c.n_kept, 0), coalesce(u.n, 0),
           jsonb_build_object('added', coalesce(c.added, '[]'), 'retired', coalesce(c.retired, '[]'),
                              'unresolved', coalesce(u.items, '[]'))
      from unnest(_ids) g(id)
      left join changes c on c.origin_id = g.id
      left join unres u on u.page_id = g.id
    union all
    select h.id, 0, 0,
           (select count(*)::integer from brain.links l where l.origin_page_id = h.id and l.valid_to is null
               and l.link_source in ('markdown', 'frontmatter')),
           (select count(*)::integer from brain.unresolved_links u where u.page_id = h.id),
           jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb,
                              'auto_link', false)
      from unnest(_held) h(id)
     order by 1;
end
$fn$;

comment on function brain._reconcile_pages(bigint[], bigint, boolean) is
'Internal: derives the edges of the given pages from their stored link candidates and frontmatter (resolution, rule-based link types), adds the new ones, retires (valid_to = now()) the ones a page no longer asserts, keeps the rest, and records unresolved references; set-based over the whole batch. With arrived (a page id: put_page of a page others were waiting for) it only turns the references that now resolve to that page from unresolved rows into edges, and leaves everything else of those pages to their writers; waiting_only (the unresolved pass of a relink) does that for every waiting reference that now resolves. Callers hold the name locks (brain._lock_names). Manual edges and edges other pages assert are never touched. Pages written without the auto-link right (pages.auto_link false) or in an untrusted source derive nothing (their row says auto_link false in diff). Returns one row per page with its diff. Example: select * from brain._reconcile_pages(array[41, 42]);';
