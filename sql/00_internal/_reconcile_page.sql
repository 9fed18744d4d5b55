-- brain._reconcile_page(page_id): derive the page's edges from its stored candidates and
-- frontmatter, then diff them against the current edges the page owns.
create or replace function brain._reconcile_page(page_id bigint)
returns table (links_added integer, links_retired integer, links_kept integer, unresolved integer, diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, public, pg_catalog
as $fn$
declare
    _p         brain.pages;
    _text      text;
    _threshold real;
    _global    boolean;
    _added     jsonb;
    _retired   jsonb;
    _unres     jsonb;
    _n_add     integer;
    _n_ret     integer;
    _n_kept    integer;
    _n_unres   integer;
begin
    select * into _p from brain.pages p where p.id = _reconcile_page.page_id;
    if not found then
        raise exception 'page id % not found', _reconcile_page.page_id
            using errcode = 'P0002', hint = 'reconcile pages by slug with brain.reconcile_page(slug => ...)';
    end if;
    _text := _p.compiled_truth || E'\n' || _p.timeline;
    _threshold := coalesce((select (c.value #>> '{}')::real from brain.config c
                             where c.key = 'link_resolution.title_similarity'), 0.55);
    _global := coalesce((select (c.value #>> '{}')::boolean from brain.config c
                          where c.key = 'link_resolution.global_basename'), false);

    -- 1. every reference the page makes, body and frontmatter, one row each
    if to_regclass('pg_temp._brain_refs') is null then
    create temp table _brain_refs (
        ord integer, link_source text, origin_field text, raw_name text, target text,
        target_source text, needs_resolution boolean, dir_hints text[], fixed_type text,
        fixed_direction text, context text, mention_start integer, mention_end integer,
        to_id bigint, to_slug text, resolution text, reason text, expected text[], sentence text, written text
    ) on commit delete rows;
    end if;
    delete from _brain_refs;

    insert into _brain_refs (ord, link_source, origin_field, raw_name, target, target_source, needs_resolution,
                             dir_hints, context, mention_start, mention_end, written)
    select c.ord, 'markdown', c.origin_field, c.target, lower(c.target),
           coalesce(c.target_source, _p.source_id), c.needs_resolution, '{}', c.context,
           c.mention_start, c.mention_end, c.target
      from brain.link_candidates c
     where c.page_id = _p.id;

    -- frontmatter: the type-specific mapping of a field wins over the '*' one
    insert into _brain_refs (ord, link_source, origin_field, raw_name, target, target_source, needs_resolution,
                             dir_hints, fixed_type, fixed_direction, context, written)
    select 1000000 + row_number() over (order by f.ordinality, v.ordinality)::integer,
           -- a value written as [[target|alias#heading]] resolves as target
           'frontmatter', m.field, coalesce(substring(v.name from '^\[\[([^]|#]+)'), v.name),
           coalesce(substring(v.name from '^\[\[([^]|#]+)'), v.name),
           _p.source_id, false, m.dir_hints, m.link_type, m.direction,
           format('frontmatter.%s: %s', m.field, v.name), v.name
      from jsonb_each(_p.frontmatter) with ordinality as f(key, value, ordinality)
      join lateral (select fl.* from brain.frontmatter_links fl
                     where fl.field = f.key and fl.page_type in (_p.type, '*')
                     order by (fl.page_type = '*') limit 1) m on true
      cross join lateral (
            select btrim(case jsonb_typeof(e.value)
                           when 'string' then e.value #>> '{}'
                           when 'object' then coalesce(e.value ->> 'name', e.value ->> 'slug', e.value ->> 'title')
                         end) as name, e.ordinality
              from jsonb_array_elements(case jsonb_typeof(f.value) when 'array' then f.value
                                             else jsonb_build_array(f.value) end) with ordinality as e(value, ordinality)
      ) v
     where coalesce(v.name, '') <> '';

    -- 2. resolve targets to pages (set-based; one lateral lookup per reference)
    -- 2a. slug-shaped targets: exact page in the target source
    update _brain_refs r
       set to_id = p.id, to_slug = p.slug,
           resolution = case when r.target_source <> _p.source_id then 'qualified' else 'exact' end
      from brain.pages p
     where p.source_id = r.target_source and p.slug = lower(r.target)
       and (r.link_source = 'markdown' and not r.needs_resolution
            or r.target ~ '^[[:alnum:]][[:alnum:]._-]*/');

    -- 2a'. a path that is not a slug as written ([[llm-wiki/entities/AI 3.0]]): its slugified form,
    --     exactly, else the one page whose slug ends with it (a vault imported under a prefix)
    update _brain_refs r
       set to_id = x.ids[1], to_slug = x.slugs[1], resolution = 'exact',
           reason = case when cardinality(x.ids) > 1
                         then format('several pages end with %s: %s', x.want, array_to_string(x.slugs[1:5], ', ')) end
      from (select q.ord, y.want, z.ids, z.slugs
              from _brain_refs q
              cross join lateral (select brain._slugify_path(q.target) as want) y
              cross join lateral (
                    select array_agg(p.id order by (p.slug = y.want) desc, length(p.slug), p.slug) as ids,
                           array_agg(p.slug order by (p.slug = y.want) desc, length(p.slug), p.slug) as slugs,
                           bool_or(p.slug = y.want) as exact
                      from brain.pages p
                     where p.source_id = q.target_source and p.id <> _p.id
                       and (p.slug = y.want or p.slug like '%/' || y.want)) z
             where q.to_id is null and q.link_source = 'markdown' and strpos(q.target, '/') > 0
               and y.want is not null and z.ids is not null) x
     where x.ord = r.ord;
    -- an exact slug wins over suffix matches; several suffix matches are not a resolution
    update _brain_refs r set reason = null
     where r.reason like 'several pages end with %' and r.to_slug = brain._slugify_path(r.target);
    update _brain_refs r set to_id = null, to_slug = null where r.reason like 'several pages end with %';

    -- 2b. names with directory hints (frontmatter): hint/basename, in hint order
    update _brain_refs r
       set to_id = x.id, to_slug = x.slug, resolution = 'basename'
      from (select q.ord, y.id, y.slug
              from _brain_refs q
              cross join lateral (
                    select p.id, p.slug
                      from unnest(q.dir_hints) with ordinality as h(dir, n)
                      join brain.pages p on p.source_id = q.target_source
                                        and p.slug = h.dir || '/' || brain._normalize_basename(q.raw_name)
                     order by h.n limit 1) y
             where q.to_id is null and cardinality(q.dir_hints) > 0) x
     where x.ord = r.ord;

    -- 2c. bare names ([[Alice Chen]], frontmatter without hints): a root page, then a unique basename
    --     under an entity directory; with link_resolution.global_basename on, a unique basename
    --     anywhere, for frontmatter names with hints too (gbrain's §4.7 fallback)
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
      from (select q.ord, y.ids, y.slugs
              from _brain_refs q
              cross join lateral (
                    select array_agg(p.id order by length(p.slug), p.slug) as ids,
                           array_agg(p.slug order by length(p.slug), p.slug) as slugs
                      from brain.pages p
                     where p.source_id = q.target_source and p.deleted_at is null and p.id <> _p.id
                       and regexp_replace(p.slug, '^.*/', '') in (brain._normalize_basename(q.raw_name),
                                                                   lower(btrim(q.raw_name)))
                       and (_global or (strpos(p.slug, '/') > 0 and strpos(substr(p.slug, strpos(p.slug, '/') + 1), '/') = 0
                                        and exists (select 1 from brain.entity_dirs d
                                                     where d.dir = split_part(p.slug, '/', 1))))) y
             where q.to_id is null and brain._normalize_basename(q.raw_name) <> ''
               and (q.needs_resolution or (q.link_source = 'frontmatter' and (cardinality(q.dir_hints) = 0 or _global)))
               and y.ids is not null) m
     where m.ord = r.ord;
    -- an ambiguous basename is not a resolution
    update _brain_refs r set to_id = null, to_slug = null where r.reason is not null;

    -- 2d. title similarity (pg_trgm), under the directory hints when there are some
    update _brain_refs r
       set to_id = x.id, to_slug = x.slug, resolution = 'title', reason = null
      from (select q.ord, y.id, y.slug
              from _brain_refs q
              cross join lateral (
                    select p.id, p.slug
                      from brain.pages p
                     where p.source_id = q.target_source and p.deleted_at is null and p.id <> _p.id
                       and p.title operator(public.%) q.raw_name
                       and public.similarity(p.title, q.raw_name) >= _threshold
                       and (cardinality(q.dir_hints) = 0 or split_part(p.slug, '/', 1) = any (q.dir_hints))
                     order by public.similarity(p.title, q.raw_name) desc, p.slug
                     limit 1) y
             where q.to_id is null and (q.needs_resolution or q.link_source = 'frontmatter')) x
     where x.ord = r.ord;

    -- 3. what stays unresolved, and what a later page would have to be to resolve it
    update _brain_refs r
       set reason = coalesce(r.reason,
                             case when r.link_source = 'frontmatter' and cardinality(r.dir_hints) > 0
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
    --     (a divergence from gbrain, which scans ~240 characters that often span other sentences);
    --     sentences end at . ! ? followed by white space, or at 。！？
    update _brain_refs r
       set sentence = (select b[cardinality(b)] from regexp_split_to_array(left(r.context, r.mention_start),
                                                                          '[.!?]["'')\]]*\s+|[。！？]') b)
                      || substr(r.context, r.mention_start + 1, r.mention_end - r.mention_start)
                      || (regexp_split_to_array(substr(r.context, r.mention_end + 1), '[.!?]["'')\]]*\s+|[。！？]'))[1]
     where r.link_source = 'markdown' and r.to_id is not null
       and r.mention_start is not null and r.mention_end is not null
       and r.mention_start <= r.mention_end and r.mention_end <= length(r.context);

    -- 4. the link type of each resolved body reference: the enabled rule group of the highest
    --    priority that applies to the page type and target and matches its text. Rules are grouped
    --    into one alternation per (type, scope, direction, page types, target prefix, priority), so
    --    few distinct regexes are compiled; page-scope groups are tested once for the whole page.
    if to_regclass('pg_temp._brain_edges') is null then
    create temp table _brain_edges (
        ord integer, from_id bigint, to_id bigint, link_type text, link_source text, origin_field text,
        context text, resolution text
    ) on commit delete rows;
    end if;
    delete from _brain_edges;

    with groups as (
        select lr.link_type, lr.scope, lr.direction, lr.page_types, lr.target_prefix, lr.priority,
               string_agg('(?:' || lr.pattern || ')', '|' order by lr.id) as pattern, min(lr.id) as first_id
          from brain.link_rules lr
         where lr.enabled and (lr.page_types is null or _p.type = any (lr.page_types))
         group by lr.link_type, lr.scope, lr.direction, lr.page_types, lr.target_prefix, lr.priority
    ), page_groups as materialized (
        select g.* from groups g where g.scope = 'page' and _text ~* g.pattern
    ), typed as (
        select r.*, coalesce(t.link_type, 'mentions') as link_type, coalesce(t.direction, 'out') as direction
          from _brain_refs r
          left join lateral (
                select g.link_type, g.direction
                  from (select * from groups where scope <> 'page' union all select * from page_groups) g
                 where (g.target_prefix is null or starts_with(r.to_slug, g.target_prefix))
                   and case g.scope
                         when 'context' then coalesce(r.sentence, r.context) ~* g.pattern
                         when 'after_mention' then r.mention_end is not null
                                                   and substr(r.context, r.mention_end + 1) ~* g.pattern
                         when 'before_mention' then r.mention_start is not null
                                                    and left(r.context, r.mention_start) ~* g.pattern
                         else true
                       end
                 order by g.priority desc, g.first_id
                 limit 1) t on true
         where r.to_id is not null and r.link_source = 'markdown'
    )
    insert into _brain_edges
    select t.ord,
           case t.direction when 'out' then _p.id else t.to_id end,
           case t.direction when 'out' then t.to_id else _p.id end,
           t.link_type, 'markdown', t.origin_field, t.context, t.resolution
      from typed t;

    insert into _brain_edges
    select r.ord,
           case r.fixed_direction when 'out' then _p.id else r.to_id end,
           case r.fixed_direction when 'out' then r.to_id else _p.id end,
           r.fixed_type, 'frontmatter', r.origin_field, r.context, r.resolution
      from _brain_refs r
     where r.to_id is not null and r.link_source = 'frontmatter';

    -- no self edges; a plain mention adds nothing next to a typed edge between the same pages from
    -- the same provenance; then the first occurrence wins per edge
    delete from _brain_edges e where e.from_id = e.to_id;
    delete from _brain_edges e
     where e.link_type = 'mentions'
       and exists (select 1 from _brain_edges o
                    where o.link_type <> 'mentions'
                      and ((o.from_id = e.from_id and o.to_id = e.to_id) or (o.from_id = e.to_id and o.to_id = e.from_id)));
    delete from _brain_edges e
     where exists (select 1 from _brain_edges o
                    where o.from_id = e.from_id and o.to_id = e.to_id and o.link_type = e.link_type
                      and o.link_source = e.link_source and o.ord < e.ord);

    -- 5. the diff against the current edges this page owns (auto-link provenance only: manual edges
    --    and edges other pages assert are never touched)
    with cur as (
        select l.* from brain.links l
         where l.origin_page_id = _p.id and l.valid_to is null and l.link_source in ('markdown', 'frontmatter')
    ), retired as (
        update brain.links l set valid_to = now()
          from cur
         where l.id = cur.id
           and not exists (select 1 from _brain_edges e
                            where e.from_id = cur.from_page_id and e.to_id = cur.to_page_id
                              and e.link_type = cur.link_type and e.link_source = cur.link_source)
        returning l.from_page_id, l.to_page_id, l.link_type, l.link_source, l.origin_field
    )
    select coalesce(jsonb_agg(jsonb_build_object('from', f.slug, 'to', t.slug, 'link_type', r.link_type,
                                                 'link_source', r.link_source, 'origin_field', r.origin_field)
                              order by f.slug, t.slug, r.link_type), '[]'), count(*)
      into _retired, _n_ret
      from retired r join brain.pages f on f.id = r.from_page_id join brain.pages t on t.id = r.to_page_id;

    select count(*) into _n_kept
      from brain.links l join _brain_edges e
        on l.from_page_id = e.from_id and l.to_page_id = e.to_id
       and l.link_type = e.link_type and l.link_source = e.link_source
     where l.origin_page_id = _p.id and l.valid_to is null;
    -- kept edges take the new context (only rows that changed are written)
    update brain.links l
       set context = e.context, origin_field = e.origin_field, resolution_type = e.resolution
      from _brain_edges e
     where l.origin_page_id = _p.id and l.valid_to is null
       and l.from_page_id = e.from_id and l.to_page_id = e.to_id
       and l.link_type = e.link_type and l.link_source = e.link_source
       and (l.context, l.origin_field, l.resolution_type) is distinct from (e.context, e.origin_field, e.resolution);

    with added as (
        insert into brain.links (from_page_id, to_page_id, link_type, context, link_source, origin_page_id,
                                 origin_field, resolution_type)
        select e.from_id, e.to_id, e.link_type, e.context, e.link_source, _p.id, e.origin_field, e.resolution
          from _brain_edges e
         where not exists (select 1 from brain.links l
                            where l.origin_page_id = _p.id and l.valid_to is null
                              and l.from_page_id = e.from_id and l.to_page_id = e.to_id
                              and l.link_type = e.link_type and l.link_source = e.link_source)
        returning from_page_id, to_page_id, link_type, link_source, origin_field
    )
    select coalesce(jsonb_agg(jsonb_build_object('from', f.slug, 'to', t.slug, 'link_type', a.link_type,
                                                 'link_source', a.link_source, 'origin_field', a.origin_field)
                              order by f.slug, t.slug, a.link_type), '[]'), count(*)
      into _added, _n_add
      from added a join brain.pages f on f.id = a.from_page_id join brain.pages t on t.id = a.to_page_id;

    -- 6. unresolved references worth keeping: frontmatter names, bare names, and targets in an
    --    entity directory; anything else (people/on-off in prose, ops/x) is dropped
    delete from brain.unresolved_links u where u.page_id = _p.id;
    with ins as (
        insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, link_type,
                                            expected_slugs, name_norm, reason, context)
        select distinct on (r.link_source, r.raw_name, r.origin_field)
               _p.id, r.target_source, r.written, r.link_source, r.origin_field, r.fixed_type,
               r.expected, brain._normalize_basename(r.raw_name), r.reason, r.context
          from _brain_refs r
         where r.to_id is null
           and (r.link_source = 'frontmatter' or r.needs_resolution
                or exists (select 1 from brain.entity_dirs d where d.dir = split_part(r.target, '/', 1)))
         order by r.link_source, r.raw_name, r.origin_field, r.ord
        returning name, link_source, origin_field, reason
    )
    select coalesce(jsonb_agg(jsonb_build_object('name', i.name, 'link_source', i.link_source,
                                                 'origin_field', i.origin_field, 'reason', i.reason)
                              order by i.name), '[]'), count(*)
      into _unres, _n_unres
      from ins i;

    update brain.pages p set links_extracted_at = now() where p.id = _p.id;

    links_added := _n_add;
    links_retired := _n_ret;
    links_kept := _n_kept;
    unresolved := _n_unres;
    diff := jsonb_build_object('added', _added, 'retired', _retired, 'unresolved', _unres);
    return next;
end
$fn$;

comment on function brain._reconcile_page(bigint) is
'Internal: derives a page''s edges from its stored link candidates and its frontmatter (resolution, rule-based link types), adds the new ones, retires (valid_to = now()) the ones it no longer asserts, keeps the rest, and records unresolved references. Manual edges and edges other pages assert are never touched. Example: select * from brain._reconcile_page(42);';
