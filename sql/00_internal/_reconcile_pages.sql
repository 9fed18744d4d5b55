-- brain._reconcile_pages(page_ids): derive the edges of many pages at once from their stored
-- candidates and frontmatter, then diff them against the current edges each page owns.
create or replace function brain._reconcile_pages(page_ids bigint[])
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, public, pg_catalog
-- the planner's row estimates for jsonb and scratch tables are far too high, which would make it JIT-compile
-- statements that run in milliseconds (hundreds of ms of compilation per batch)
set jit = off
as $fn$
declare
    _threshold real;
    _global    boolean;
    _ids       bigint[];
    _held      bigint[];
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

    -- session-lived scratch tables, emptied at every commit
    if to_regclass('pg_temp._brain_pg') is null then
        create temp table _brain_pg (
            id bigint primary key, source_id text, slug text, type text, text text
        ) on commit delete rows;
        create temp table _brain_refs (
            page_id bigint, page_source text, page_type text, ord integer, link_source text, origin_field text,
            raw_name text, target text, target_source text, needs_resolution boolean, dir_hints text[],
            fixed_type text, fixed_direction text, context text, mention_start integer, mention_end integer,
            to_id bigint, to_slug text, resolution text, reason text, expected text[], sentence text, written text,
            cjk boolean
        ) on commit delete rows;
        create temp table _brain_edges (
            origin_id bigint, ord integer, from_id bigint, to_id bigint, link_type text, link_source text,
            origin_field text, context text, resolution text
        ) on commit delete rows;
        create temp table _brain_diff (
            origin_id bigint, change text, from_id bigint, to_id bigint, link_type text, link_source text,
            origin_field text
        ) on commit delete rows;
    end if;
    delete from _brain_pg;
    delete from _brain_refs;
    delete from _brain_edges;
    delete from _brain_diff;

    insert into _brain_pg
    select p.id, p.source_id, p.slug, p.type, p.compiled_truth || E'\n' || p.timeline
      from brain.pages p where p.id = any (_ids)
    on conflict do nothing;
    analyze _brain_pg;

    -- 1. every reference the pages make, body and frontmatter, one row each
    insert into _brain_refs (page_id, page_source, page_type, ord, link_source, origin_field, raw_name, target,
                             target_source, needs_resolution, dir_hints, context, mention_start, mention_end, written)
    select g.id, g.source_id, g.type, c.ord, 'markdown', c.origin_field, c.target, lower(c.target),
           coalesce(c.target_source, g.source_id), c.needs_resolution, '{}', c.context,
           c.mention_start, c.mention_end, c.target
      from _brain_pg g join brain.link_candidates c on c.page_id = g.id
     where c.kind <> 'code';
    -- cited source files (src/foo.py:42): the code page of that path, documents / documented_by (fixed types)
    insert into _brain_refs (page_id, page_source, page_type, ord, link_source, origin_field, raw_name, target,
                             target_source, needs_resolution, dir_hints, fixed_type, fixed_direction, context,
                             mention_start, mention_end, written)
    select g.id, g.source_id, g.type, c.ord, 'markdown', c.origin_field, c.target, brain._code_slug(c.target),
           g.source_id, false, '{}', 'documents', 'out', c.context, c.mention_start, c.mention_end, c.target
      from _brain_pg g join brain.link_candidates c on c.page_id = g.id
     where c.kind = 'code' and brain._code_slug(c.target) is not null;

    -- frontmatter: the type-specific mapping of a field wins over the '*' one; a value written as
    -- [[target|alias#heading]] resolves as target
    insert into _brain_refs (page_id, page_source, page_type, ord, link_source, origin_field, raw_name, target,
                             target_source, needs_resolution, dir_hints, fixed_type, fixed_direction, context, written)
    select g.id, g.source_id, g.type,
           1000000 + row_number() over (partition by g.id order by f.ordinality, v.ordinality)::integer,
           'frontmatter', m.field, v.target, v.target, g.source_id, false, m.dir_hints, m.link_type, m.direction,
           format('frontmatter.%s: %s', m.field, v.name), v.name
      from _brain_pg g
      join brain.pages p on p.id = g.id
      cross join lateral jsonb_each(p.frontmatter) with ordinality as f(key, value, ordinality)
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
             where coalesce(x.name, '') <> '') v;
    analyze _brain_refs;

    -- 2. resolve targets to pages (set-based)
    -- 2a. slug-shaped targets: the exact page in the target source
    update _brain_refs r
       set to_id = p.id, to_slug = p.slug,
           resolution = case when r.target_source <> r.page_source then 'qualified' else 'exact' end
      from brain.pages p
     where p.source_id = r.target_source and p.slug = lower(r.target)
       and (r.link_source = 'markdown' and not r.needs_resolution
            or r.target ~ '^[[:alnum:]][[:alnum:]._-]*/');

    -- 2a'. a path that is not a slug as written ([[llm-wiki/entities/AI 3.0]]): its slugified form,
    --      exactly, else the one page whose slug ends with it (a vault imported under a prefix)
    update _brain_refs r
       set to_id = x.ids[1], to_slug = x.slugs[1], resolution = 'exact',
           reason = case when cardinality(x.ids) > 1 and x.slugs[1] <> x.want
                         then format('several pages end with %s: %s', x.want, array_to_string(x.slugs[1:5], ', ')) end
      from (select q.page_id, q.ord, y.want, z.ids, z.slugs
              from _brain_refs q
              cross join lateral (select brain._slugify_path(q.target) as want) y
              cross join lateral (
                    select array_agg(p.id order by (p.slug = y.want) desc, length(p.slug), p.slug) as ids,
                           array_agg(p.slug order by (p.slug = y.want) desc, length(p.slug), p.slug) as slugs
                      from brain.pages p
                     where p.source_id = q.target_source and p.id <> q.page_id
                       and (p.slug = y.want
                            or reverse(p.slug) like reverse('/' || y.want) || '%')) z
             where q.to_id is null and q.link_source = 'markdown' and strpos(q.target, '/') > 0
               and y.want is not null and z.ids is not null) x
     where x.page_id = r.page_id and x.ord = r.ord;
    update _brain_refs r set to_id = null, to_slug = null where r.reason like 'several pages end with %';

    -- 2b. names with directory hints (frontmatter): hint/basename, in hint order
    update _brain_refs r
       set to_id = x.id, to_slug = x.slug, resolution = 'basename'
      from (select q.page_id, q.ord, y.id, y.slug
              from _brain_refs q
              cross join lateral (
                    select p.id, p.slug
                      from unnest(q.dir_hints) with ordinality as h(dir, n)
                      join brain.pages p on p.source_id = q.target_source
                                        and p.slug = h.dir || '/' || brain._normalize_basename(q.raw_name)
                     order by h.n limit 1) y
             where q.to_id is null and cardinality(q.dir_hints) > 0) x
     where x.page_id = r.page_id and x.ord = r.ord;

    -- 2c. bare names ([[Alice Chen]], frontmatter without hints): a root page, then a unique basename
    --     under an entity directory; with link_resolution.global_basename on, a unique basename
    --     anywhere, for frontmatter names with hints too (gbrain's fallback)
    update _brain_refs r
       set to_id = p.id, to_slug = p.slug, resolution = 'exact'
      from brain.pages p
     where r.to_id is null and (r.needs_resolution or (r.link_source = 'frontmatter' and cardinality(r.dir_hints) = 0))
       and p.source_id = r.target_source and p.slug = brain._normalize_basename(r.raw_name);

    update _brain_refs r
       set to_id = m.ids[1], to_slug = m.slugs[1],
           resolution = case when cardinality(m.ids) = 1 then 'basename' end,
           reason = case when cardinality(m.ids) > 1
                         then format('several pages are named %s: %s', brain._normalize_basename(r.raw_name),
                                     array_to_string(m.slugs[1:5], ', ')) end
      from (select q.page_id, q.ord, y.ids, y.slugs
              from _brain_refs q
              cross join lateral (
                    select array_agg(p.id order by length(p.slug), p.slug) as ids,
                           array_agg(p.slug order by length(p.slug), p.slug) as slugs
                      from brain.pages p
                     where p.source_id = q.target_source and p.deleted_at is null and p.id <> q.page_id
                       and split_part(p.slug, '/', -1) in (brain._normalize_basename(q.raw_name),
                                                           lower(btrim(q.raw_name)))
                       and (_global or (strpos(p.slug, '/') > 0 and split_part(p.slug, '/', 3) = ''
                                        and exists (select 1 from brain.entity_dirs d
                                                     where d.dir = split_part(p.slug, '/', 1))))) y
             where q.to_id is null and brain._normalize_basename(q.raw_name) <> ''
               and (q.needs_resolution or (q.link_source = 'frontmatter' and (cardinality(q.dir_hints) = 0 or _global)))
               and y.ids is not null) m
     where m.page_id = r.page_id and m.ord = r.ord;
    -- an ambiguous basename is not a resolution
    update _brain_refs r set to_id = null, to_slug = null where r.reason like 'several pages are named %';

    -- 2d. title similarity (pg_trgm), under the directory hints when there are some
    update _brain_refs r
       set to_id = x.id, to_slug = x.slug, resolution = 'title', reason = null
      from (select q.page_id, q.ord, y.id, y.slug
              from _brain_refs q
              cross join lateral (
                    select p.id, p.slug
                      from brain.pages p
                     where p.source_id = q.target_source and p.deleted_at is null and p.id <> q.page_id
                       and p.title operator(public.%) q.raw_name
                       and public.similarity(p.title, q.raw_name) >= _threshold
                       and (cardinality(q.dir_hints) = 0 or split_part(p.slug, '/', 1) = any (q.dir_hints))
                     order by public.similarity(p.title, q.raw_name) desc, p.slug
                     limit 1) y
             where q.to_id is null and (q.needs_resolution or q.link_source = 'frontmatter')) x
     where x.page_id = r.page_id and x.ord = r.ord;

    -- 3. what stays unresolved, and what a later page would have to be to resolve it
    update _brain_refs r
       set reason = coalesce(r.reason,
                             case when r.target_source <> r.page_source
                                       and not exists (select 1 from brain.sources s where s.id = r.target_source)
                                  then format('no source %s (yet): no page at %s', r.target_source, r.target)
                                  when r.link_source = 'frontmatter' and cardinality(r.dir_hints) > 0
                                  then format('no page at %s', r.dir_hints[1] || '/' || brain._normalize_basename(r.raw_name))
                                  when r.needs_resolution or r.link_source = 'frontmatter'
                                  then format('no page named %s', r.raw_name)
                                  else format('no page at %s', r.target) end),
           expected = case when r.link_source = 'frontmatter' and cardinality(r.dir_hints) > 0
                           then array(select h || '/' || brain._normalize_basename(r.raw_name) from unnest(r.dir_hints) h)
                           when r.needs_resolution or r.link_source = 'frontmatter'
                           then array[brain._normalize_basename(r.raw_name)]
                           else array[r.target] end
     where r.to_id is null;

    -- 4a. the sentence of each body reference: context rules read it rather than the whole window
    --     (a divergence from gbrain, whose ~240 characters often span other sentences); sentences
    --     end at . ! ? followed by white space, or at 。！？
    update _brain_refs r
       set sentence = (select b[cardinality(b)] from regexp_split_to_array(left(r.context, r.mention_start),
                                                                          '[.!?]["'')\]]*\s+|[。！？]') b)
                      || substr(r.context, r.mention_start + 1, r.mention_end - r.mention_start)
                      || (regexp_split_to_array(substr(r.context, r.mention_end + 1), '[.!?]["'')\]]*\s+|[。！？]'))[1]
     where r.link_source = 'markdown' and r.to_id is not null
       and r.mention_start is not null and r.mention_end is not null
       and r.mention_start <= r.mention_end and r.mention_end <= length(r.context);
    -- Japanese and Chinese rules are tried on text with kana or ideographs, English rules on the rest
    update _brain_refs r
       set cjk = r.context ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]'
     where r.link_source = 'markdown' and r.to_id is not null;

    -- 4b. the link type of each resolved body reference: the first rule group, in priority order,
    --     that applies to the page type, the language of the text and the target and matches the text.
    --     Rules are grouped into one alternation per (type, language, scope, direction, page types,
    --     target prefix, priority), so few distinct regexes are compiled per batch; page-scope groups
    --     are tested once per page; the scan stops at the first match.
    with groups as materialized (
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
          from _brain_pg g
          join groups x on x.scope = 'page' and (x.page_types is null or g.type = any (x.page_types))
         where exists (select 1 from _brain_refs r where r.page_id = g.id and r.to_id is not null
                          and r.link_source = 'markdown')
           and g.text ~* x.pattern
    ), typed as (
        select r.*, coalesce(t.link_type, 'mentions') as link_type, coalesce(t.direction, 'out') as direction
          from _brain_refs r
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
    )
    insert into _brain_edges
    select t.page_id, t.ord,
           case t.direction when 'out' then t.page_id else t.to_id end,
           case t.direction when 'out' then t.to_id else t.page_id end,
           t.link_type, 'markdown', t.origin_field, t.context, t.resolution
      from typed t;

    insert into _brain_edges
    select r.page_id, r.ord,
           case r.fixed_direction when 'out' then r.page_id else r.to_id end,
           case r.fixed_direction when 'out' then r.to_id else r.page_id end,
           r.fixed_type, 'frontmatter', r.origin_field, r.context, r.resolution
      from _brain_refs r
     where r.to_id is not null and r.link_source = 'frontmatter';

    -- a cited code page: page -> code documents, code -> page documented_by (both owned by the citing page)
    insert into _brain_edges
    select r.page_id, r.ord, x.from_id, x.to_id, x.link_type, 'markdown', r.origin_field, r.context, r.resolution
      from _brain_refs r
      cross join lateral (values (r.page_id, r.to_id, 'documents'), (r.to_id, r.page_id, 'documented_by'))
                         x(from_id, to_id, link_type)
     where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type = 'documents';

    -- no self edges; a plain mention adds nothing next to a typed edge between the same pages from the
    -- same page; then the first occurrence wins per edge
    delete from _brain_edges e where e.from_id = e.to_id;
    delete from _brain_edges e
     where e.link_type = 'mentions'
       and exists (select 1 from _brain_edges o
                    where o.origin_id = e.origin_id and o.link_type <> 'mentions'
                      and ((o.from_id = e.from_id and o.to_id = e.to_id) or (o.from_id = e.to_id and o.to_id = e.from_id)));
    delete from _brain_edges e
     where exists (select 1 from _brain_edges o
                    where o.origin_id = e.origin_id and o.from_id = e.from_id and o.to_id = e.to_id
                      and o.link_type = e.link_type and o.link_source = e.link_source and o.ord < e.ord);
    analyze _brain_edges;

    -- 5. the diff against the current edges each page owns (auto-link provenance only: manual edges and
    --    edges other pages assert are never touched)
    -- (now() is when this transaction began: a session that began before another one committed an edge
    -- retires it at that edge's valid_from at the earliest, never before it was asserted)
    with retired as (
        update brain.links l set valid_to = greatest(now(), l.valid_from)
         where l.origin_page_id = any (_ids) and l.valid_to is null and l.link_source in ('markdown', 'frontmatter')
           and not exists (select 1 from _brain_edges e
                            where e.origin_id = l.origin_page_id and e.from_id = l.from_page_id
                              and e.to_id = l.to_page_id and e.link_type = l.link_type
                              and e.link_source = l.link_source)
        returning l.origin_page_id, l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field
    )
    insert into _brain_diff select r.origin_page_id, 'retired', r.from_page_id, r.to_page_id, r.link_type,
                                   r.link_source, r.origin_field from retired r;

    insert into _brain_diff
    select l.origin_page_id, 'kept', l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field
      from brain.links l join _brain_edges e
        on e.origin_id = l.origin_page_id and l.from_page_id = e.from_id and l.to_page_id = e.to_id
       and l.link_type = e.link_type and l.link_source = e.link_source
     where l.origin_page_id = any (_ids) and l.valid_to is null;

    -- kept edges take the new context (only rows that changed are written)
    update brain.links l
       set context = e.context, origin_field = e.origin_field, resolution_type = e.resolution
      from _brain_edges e
     where l.origin_page_id = e.origin_id and l.valid_to is null
       and l.from_page_id = e.from_id and l.to_page_id = e.to_id
       and l.link_type = e.link_type and l.link_source = e.link_source
       and (l.context, l.origin_field, l.resolution_type) is distinct from (e.context, e.origin_field, e.resolution);

    with added as (
        insert into brain.links (from_page_id, to_page_id, link_type, context, link_source, origin_page_id,
                                 origin_field, resolution_type)
        select e.from_id, e.to_id, e.link_type, e.context, e.link_source, e.origin_id, e.origin_field, e.resolution
          from _brain_edges e
         where not exists (select 1 from _brain_diff d
                            where d.change = 'kept' and d.origin_id = e.origin_id and d.from_id = e.from_id
                              and d.to_id = e.to_id and d.link_type = e.link_type and d.link_source = e.link_source)
        returning origin_page_id, from_page_id, to_page_id, link_type, link_source, origin_field
    )
    insert into _brain_diff select a.origin_page_id, 'added', a.from_page_id, a.to_page_id, a.link_type,
                                   a.link_source, a.origin_field from added a;

    -- 6. unresolved references worth keeping: frontmatter names, bare names, and targets under an
    --    entity directory; anything else (people/on-off in prose, ops/x) is dropped
    delete from brain.unresolved_links u where u.page_id = any (_ids);
    insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, link_type,
                                        expected_slugs, name_norm, reason, context)
    select distinct on (r.page_id, r.link_source, r.raw_name, r.origin_field)
           r.page_id, r.target_source, r.written, r.link_source, r.origin_field, r.fixed_type,
           r.expected, brain._normalize_basename(r.raw_name), r.reason, r.context
      from _brain_refs r
     where r.to_id is null
       and (r.link_source = 'frontmatter' or r.needs_resolution or r.fixed_type = 'documents'
            or exists (select 1 from brain.entity_dirs d where d.dir = split_part(r.target, '/', 1)))
     order by r.page_id, r.link_source, r.raw_name, r.origin_field, r.ord;

    update brain.pages p set links_extracted_at = now() where p.id = any (_ids);

    return query
    with slugs as (
        select p.id, p.slug from brain.pages p
         where p.id in (select d.from_id from _brain_diff d union select d.to_id from _brain_diff d)
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
          from _brain_diff d join slugs f on f.id = d.from_id join slugs t on t.id = d.to_id
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
      from _brain_pg g
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

comment on function brain._reconcile_pages(bigint[]) is
'Internal: derives the edges of the given pages from their stored link candidates and frontmatter (resolution, rule-based link types), adds the new ones, retires (valid_to = now()) the ones a page no longer asserts, keeps the rest, and records unresolved references; set-based over the whole batch. Manual edges and edges other pages assert are never touched. Pages written without the auto-link right (pages.auto_link false) or in an untrusted source derive nothing (their row says auto_link false in diff). Returns one row per page with its diff. Example: select * from brain._reconcile_pages(array[41, 42]);';
